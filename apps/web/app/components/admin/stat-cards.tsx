import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface StatCard {
  label: string;
  value: string;
  /** A second line under the value ("32.5% of sent"). */
  note?: string;
  /** A third line (how a net figure splits). */
  detail?: string;
}

/**
 * Totals as a definition list of bordered cards, two a row on phones: the admin sections' summaries
 * (Sales) and the campaign figures share it. Each value carries `data-testid="total-<label>"`.
 */
export function StatCards({ cards, columns = 4 }: { cards: readonly StatCard[]; columns?: number }) {
  return (
    <SimpleGrid cols={{ base: 2, md: columns }} spacing="md" component="dl" m={0}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed" fw={600}>
            {card.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fz={{ base: 'lg', sm: 'xl' }}
            fw={700}
            data-testid={`total-${card.label.toLowerCase().replace(/\s+/g, '-')}`}
          >
            {card.value}
          </Text>
          {card.note ? (
            <Text component="dd" m={0} size="sm" c="dimmed">
              {card.note}
            </Text>
          ) : null}
          {card.detail ? (
            <Text component="dd" m={0} size="sm" c="dimmed">
              {card.detail}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
