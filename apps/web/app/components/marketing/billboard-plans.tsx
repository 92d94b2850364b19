import type { AdvertisingPlan } from '@meridian/contracts/users';
import { addedAtCheckout, formatMoney } from '../../lib/format';
import { useSiteConfig } from '../../lib/use-site-config';
import { PriceCard } from './price-card';

interface BillboardPlansProps {
  /** Where each plan's button leads: one address for both, or one per plan (to preselect it). */
  actionTo: string | ((plan: AdvertisingPlan) => string);
}

/** The Digital Billboard monthly and yearly plans, priced from the site settings (place inside a grid). */
export function BillboardPlans({ actionTo }: BillboardPlansProps) {
  const { prices } = useSiteConfig();
  const linkFor = (plan: AdvertisingPlan) => (typeof actionTo === 'string' ? actionTo : actionTo(plan));
  const monthly = formatMoney(prices.advertisingMonthlyCents, prices.currency);
  const yearly = formatMoney(prices.advertisingYearlyCents, prices.currency);
  const saving = prices.advertisingMonthlyCents * 12 - prices.advertisingYearlyCents;
  const perMonth = formatMoney(Math.round(prices.advertisingYearlyCents / 12), prices.currency);
  const taxNote = addedAtCheckout(prices.addedTax);
  const shared = [
    ...(taxNote ? [taxNote] : []),
    'Your creative placed on our site and webinar pages',
    'Every creative reviewed by our staff before it goes live',
    'Impressions and clicks reported in your dashboard',
  ];
  return (
    <>
      <PriceCard
        name="Billboard monthly"
        price={`${monthly}/Month`}
        description="Pay month to month. A good way to test a message with our audience before committing to a year."
        features={[...shared, 'Billed every month through secure Stripe checkout']}
        actionLabel="Choose the monthly plan"
        actionTo={linkFor('monthly')}
      />
      <PriceCard
        name="Billboard yearly"
        price={`${yearly}/Year`}
        badge={saving > 0 ? `Save ${formatMoney(saving, prices.currency)}` : undefined}
        highlighted={saving > 0}
        description={
          saving > 0
            ? `One payment for twelve months, about ${perMonth} a month: ${formatMoney(saving, prices.currency)} less than a year on the monthly plan.`
            : 'One payment covers twelve months of placement.'
        }
        features={[...shared, 'Billed once a year through secure Stripe checkout']}
        actionLabel="Choose the yearly plan"
        actionTo={linkFor('yearly')}
      />
    </>
  );
}
