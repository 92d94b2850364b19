import { JOB_TYPE_LABELS, type PublicOpening } from '@meridian/contracts/careers-public';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const ApplyFormModal = lazy(() => import('./apply-form-modal'));

/** Blank lines separate paragraphs in a description. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The open positions on /careers, each with its description and an Apply button. */
export function OpeningsList({ openings }: { openings: readonly PublicOpening[] }) {
  const [applying, setApplying] = useState<PublicOpening | null>(null);
  return (
    <Stack gap="lg">
      {openings.map((opening) => (
        <Paper key={opening.id} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="article">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <div>
                <Title order={3}>{opening.title}</Title>
                <Text c="dimmed" mt={4}>
                  {opening.department} · {opening.location}
                </Text>
              </div>
              {/* Filled, as on the webinar cards: white text on blue.9 meets AA. */}
              <Badge variant="filled" color="blue.9" size="lg" radius="sm" tt="none" style={{ flexShrink: 0 }}>
                {JOB_TYPE_LABELS[opening.type]}
              </Badge>
            </Group>
            {paragraphs(opening.description).map((paragraph, index) => (
              <Text key={index} lh={1.65} style={{ whiteSpace: 'pre-line' }}>
                {paragraph}
              </Text>
            ))}
            <Group>
              <Button onClick={() => setApplying(opening)} aria-label={`Apply for ${opening.title}`}>
                Apply
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Suspense fallback={null}>
        {applying ? <ApplyFormModal opening={applying} onClose={() => setApplying(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
