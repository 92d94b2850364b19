import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import type { PanelRouteHandle } from './panel-route-handle';

/** An unknown path under a panel: says so and leads back to the panel's first section. */
export default function PanelNotFoundPage() {
  const matches = useMatches();
  const panel = (matches.at(-1)?.handle as PanelRouteHandle | undefined)?.panel;
  const home = panel?.sections[0]?.path ?? '/';
  return (
    <Stack gap="md" maw={560} align="flex-start">
      <Title order={1}>Page not found</Title>
      <Text>
        There is no such section in the {panel?.title ?? 'dashboard'}. Pick one from the menu, or start again here.
      </Text>
      <Button component={Link} to={home}>
        Go to {panel?.sections[0]?.title ?? 'the dashboard'}
      </Button>
    </Stack>
  );
}
