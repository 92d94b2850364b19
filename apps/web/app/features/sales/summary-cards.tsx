import type { SalesSummary } from '@meridian/contracts/payments';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoneyExact } from '../../lib/format';

/** Gross, refunds, net and how many payments, for the chosen range. */
export function SummaryCards({ summary }: { summary: SalesSummary }) {
  const { totals, currency } = summary;
  const cards = [
    { label: 'Gross', value: formatMoneyExact(totals.grossCents, currency) },
    { label: 'Refunds', value: formatMoneyExact(totals.refundedCents, currency) },
    { label: 'Net', value: formatMoneyExact(totals.netCents, currency) },
    { label: 'Payments', value: String(totals.count) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="dl" m={0}>
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
            data-testid={`total-${card.label.toLowerCase()}`}
          >
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
