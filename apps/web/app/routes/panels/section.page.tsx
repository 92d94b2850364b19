import { Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { sectionCopy } from '../../features/panels/section-copy';
import { EmptyState } from '../../features/site/empty-state';
import type { PanelRouteHandle } from './panel-route-handle';

/** A panel section before its feature arrives: the title as h1 and an empty state saying what will be here. */
export default function SectionPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PanelRouteHandle | undefined;
  const section = handle?.section;
  if (!section) return null;
  const copy = sectionCopy(section.path);
  const Icon = copy.icon;
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{section.title}</Title>
        {copy.summary ? (
          <Text c="dimmed" mt={4}>
            {copy.summary}
          </Text>
        ) : null}
      </div>
      <EmptyState icon={<Icon size={28} />} title={copy.emptyTitle}>
        {copy.emptyText}
      </EmptyState>
    </Stack>
  );
}
