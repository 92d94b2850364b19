import { Group, Paper, Switch, Text } from '@mantine/core';
import type { Prices } from '@meridian/contracts/settings';
import type { AdvertisingPlan } from '@meridian/contracts/users';
import { formatMoney } from '../../lib/format';

interface PlanSwitchProps {
  plan: AdvertisingPlan;
  prices: Prices;
  disabled?: boolean;
  onChange: (plan: AdvertisingPlan) => void;
}

/** Sign-up (docs/product.md): for advertisers, a Monthly/Yearly switch showing "$150/Month" or "$600/Year". */
export function PlanSwitch({ plan, prices, disabled, onChange }: PlanSwitchProps) {
  const yearly = plan === 'yearly';
  const price = yearly
    ? `${formatMoney(prices.advertisingYearlyCents, prices.currency)}/Year`
    : `${formatMoney(prices.advertisingMonthlyCents, prices.currency)}/Month`;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={yearly ? 400 : 700} aria-hidden>
            Monthly
          </Text>
          <Switch
            checked={yearly}
            disabled={disabled}
            onChange={(event) => onChange(event.currentTarget.checked ? 'yearly' : 'monthly')}
            aria-label="Yearly billing"
          />
          <Text size="sm" fw={yearly ? 700 : 400} aria-hidden>
            Yearly
          </Text>
        </Group>
        <Text fw={800} size="xl" aria-live="polite" data-testid="plan-price">
          {price}
        </Text>
      </Group>
    </Paper>
  );
}
