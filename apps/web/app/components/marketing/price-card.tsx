import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckList } from './check-list';

interface PriceCardProps {
  name: string;
  price: string;
  /** Small words after the price, such as "per seat". */
  cadence?: string;
  description: ReactNode;
  features: ReactNode[];
  actionLabel: string;
  actionTo: string;
  badge?: string;
  highlighted?: boolean;
}

/** One plan or product: an h3 name, the price, what is included and one call to action. */
export function PriceCard(props: PriceCardProps) {
  const { name, price, cadence, description, features, actionLabel, actionTo, badge, highlighted } = props;
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      h="100%"
      style={highlighted ? { borderColor: 'var(--mantine-color-brand-7)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4">
            {name}
          </Title>
          {badge ? (
            <Badge variant="filled" radius="sm">
              {badge}
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} align="baseline">
          <Text fz={{ base: 30, sm: 36 }} fw={800} lh={1.1} c="brand.8" style={{ overflowWrap: 'anywhere' }}>
            {price}
          </Text>
          {cadence ? <Text c="dimmed">{cadence}</Text> : null}
        </Group>
        <Text c="dimmed" lh={1.6} component="div">
          {description}
        </Text>
        <CheckList items={features} />
        <Button component={Link} to={actionTo} fullWidth mt="auto" variant={highlighted ? 'filled' : 'outline'}>
          {actionLabel}
        </Button>
      </Stack>
    </Card>
  );
}
