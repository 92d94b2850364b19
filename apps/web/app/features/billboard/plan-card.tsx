import {
  ADVERTISING_STATUS_LABELS,
  getAdvertiserPlan,
  openAdvertiserCheckout,
  openAdvertiserPortal,
  type AdvertiserPlan,
} from '@meridian/contracts/billboard-advertisers';
import type { Creative } from '@meridian/contracts/billboard-creatives';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { ApiError } from '../../lib/api-client';
import { formatLongDate, formatMoneyExact } from '../../lib/format';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

type Plan = 'monthly' | 'yearly';
const PERIOD: Record<Plan, string> = { monthly: 'month', yearly: 'year' };

const messageOf = (error: Error | null) =>
  error ? (error instanceof ApiError ? error.message : 'That did not work. Please try again.') : null;

/** Whether an approved creative is inside its schedule now (docs/product.md, Digital billboard). */
const inSchedule = (creative: Creative, now: number) =>
  (!creative.startsAt || Date.parse(creative.startsAt) <= now) &&
  (!creative.endsAt || Date.parse(creative.endsAt) > now);

/** What a running plan shows on the site now, in words that match the advertiser's creatives. */
function servingNote(serving: boolean, creatives: readonly Creative[], now = Date.now()): string {
  if (!serving) return 'Your creatives are not being shown while the plan is not paid.';
  const approved = creatives.filter((creative) => creative.status === 'approved');
  const shown = approved.filter((creative) => inSchedule(creative, now)).length;
  const waiting = creatives.filter((creative) => creative.status === 'pending').length;
  if (shown > 0) {
    return shown === 1
      ? 'One approved creative is on the site now.'
      : `${shown} approved creatives take turns on the site now.`;
  }
  if (approved.length > 0)
    return 'None of your approved creatives is inside its schedule, so nothing is on the site now.';
  if (waiting > 0) {
    return `Nothing is on the site yet: ${waiting === 1 ? 'one creative is' : `${waiting} creatives are`} waiting for review. An approved creative appears within a minute.`;
  }
  return 'Nothing is on the site yet: add a creative and submit it for review. It appears once it is approved.';
}

/** The advertiser's plan: what it is and when it renews, or the choice of plan and Subscribe; Manage billing. */
export function PlanCard({ plan, creatives }: { plan: AdvertiserPlan; creatives: readonly Creative[] }) {
  const [choice, setChoice] = useState<Plan>(plan.chosenPlan);
  const leave = ({ url }: { url: string }) => window.location.assign(url);
  const checkout = useEndpointMutation(openAdvertiserCheckout, { onSuccess: leave, invalidates: [getAdvertiserPlan] });
  const portal = useEndpointMutation(openAdvertiserPortal, { onSuccess: leave });
  const sub = plan.subscription;
  const running = !!sub && sub.status !== 'pending' && sub.status !== 'ended';
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const price = (which: Plan) =>
    formatMoneyExact(which === 'yearly' ? plan.prices.yearlyCents : plan.prices.monthlyCents, plan.prices.currency);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Your plan
        </Title>
        {running && sub ? (
          <>
            <Text>
              {sub.plan === 'yearly' ? 'Yearly' : 'Monthly'} · {formatMoneyExact(sub.amountCents, sub.currency)} /{' '}
              {PERIOD[sub.plan]} · <strong>{ADVERTISING_STATUS_LABELS[sub.status]}</strong>
            </Text>
            {sub.currentPeriodEnd ? (
              <Text size="sm" c="dimmed">
                {sub.status === 'cancelled' ? 'Ends on' : 'Next renewal'} {formatLongDate(sub.currentPeriodEnd)}
              </Text>
            ) : null}
            <Text size="sm">{servingNote(plan.serving, creatives)}</Text>
            <Group>
              <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate({})}>
                Manage billing
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text>
              {sub?.status === 'pending'
                ? 'Your payment has not arrived yet. Subscribe again if the checkout was closed.'
                : 'Choose a plan to put your creatives on the site.'}
            </Text>
            <SegmentedControl
              aria-label="Plan"
              // Side by side the two prices do not fit a phone's width: one above the other there.
              orientation={orientation}
              value={choice}
              onChange={(value) => setChoice(value as Plan)}
              data={[
                { value: 'monthly', label: `Monthly · ${price('monthly')}` },
                { value: 'yearly', label: `Yearly · ${price('yearly')}` },
              ]}
            />
            <Group>
              <Button loading={checkout.isPending} onClick={() => checkout.mutate({ body: { plan: choice } })}>
                Subscribe {price(choice)} / {PERIOD[choice]}
              </Button>
            </Group>
          </>
        )}
        <FormError message={messageOf(checkout.error) ?? messageOf(portal.error)} />
      </Stack>
    </Paper>
  );
}
