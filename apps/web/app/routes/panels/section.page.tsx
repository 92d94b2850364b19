import { Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { EmptyState } from '../../components/site/empty-state';
import type { PanelRouteHandle } from './panel-route-handle';

/** A panel section before its page arrives: the title as h1 and the registry's empty state saying what will be here. */
export default function SectionPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PanelRouteHandle | undefined;
  const section = handle?.section;
  if (!section?.empty) return null;
  const { icon: Icon, empty } = section;
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{section.title}</Title>
        {empty.summary ? (
          <Text c="dimmed" mt={4}>
            {empty.summary}
          </Text>
        ) : null}
      </div>
      <EmptyState icon={<Icon size={28} />} title={empty.title}>
        {empty.text}
      </EmptyState>
    </Stack>
  );
}
