import type { ReceiptView } from '@meridian/contracts/receipts';
import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoneyExact } from '../../lib/format';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The receipt as its PDF says it: seller, buyer, line, discount, tax, total, how it was paid, credit notes. */
export function ReceiptDocument({ receipt }: { receipt: ReceiptView }) {
  const money = (cents: number) => formatMoneyExact(cents, receipt.currency);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label={`Receipt ${receipt.number}`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text fw={700}>{receipt.seller.name}</Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {receipt.seller.address}
            </Text>
            {receipt.seller.taxId ? <Text size="sm">Tax id: {receipt.seller.taxId}</Text> : null}
          </div>
          <div>
            <Title order={2} size="h3">
              Receipt {receipt.number}
            </Title>
            <Text size="sm">Issued {day(receipt.issuedAt)}</Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase">
              Billed to
            </Text>
            {receipt.buyer.companyName ? <Text fw={600}>{receipt.buyer.companyName}</Text> : null}
            <Text>{receipt.buyer.name}</Text>
            <Text size="sm">{receipt.buyer.email}</Text>
            {receipt.buyer.taxId ? <Text size="sm">Tax id: {receipt.buyer.taxId}</Text> : null}
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase">
              Paid with
            </Text>
            <Text size="sm">{receipt.paymentMethod}</Text>
          </div>
        </SimpleGrid>
        <Divider />
        {receipt.lines.map((line) => (
          <Row key={line.description} label={line.description} value={money(line.amountCents)} />
        ))}
        <Divider />
        {receipt.listPriceCents !== null && receipt.discountCents !== null ? (
          <>
            <Row label="Subtotal" value={money(receipt.listPriceCents)} />
            <Row label="Discount" value={money(-receipt.discountCents)} />
          </>
        ) : null}
        {receipt.tax ? (
          <>
            <Row label="Net" value={money(receipt.totalCents - receipt.tax.cents)} />
            <Row label={receipt.tax.label} value={money(receipt.tax.cents)} />
          </>
        ) : null}
        <Row label="Total paid" value={money(receipt.totalCents)} strong />
        {receipt.creditNotes.map((note) => (
          <Row
            key={note.id}
            label={`Credit note ${note.number} (${day(note.issuedAt)}): ${note.reason}`}
            value={money(-note.amountCents)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
