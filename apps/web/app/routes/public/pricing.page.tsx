import { refundPolicyLine } from '@meridian/contracts/settings-refund-policy';
import { SimpleGrid, Stack } from '@mantine/core';
import { BillboardPlans } from '../../components/marketing/billboard-plans';
import { CheckList } from '../../components/marketing/check-list';
import { PriceCard } from '../../components/marketing/price-card';
import { RiskNote } from '../../components/marketing/risk-note';
import { TextLink } from '../../components/marketing/text-link';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { useSiteConfig } from '../../lib/use-site-config';
import { formatMinutesInWords } from '../../lib/datetime';
import { formatMoney, plusTax } from '../../lib/format';
import { pageHandle } from '../../lib/page-meta';

export const handle = pageHandle(
  'Pricing',
  'What a live webinar seat and a Digital Billboard plan cost, what each includes, how refunds work, and why joining the affiliate program is free.',
);

export default function PricingPage() {
  const { prices, seatHoldMinutes, refundPolicy } = useSiteConfig();
  const seatPrice = formatMoney(prices.rsvpCents, prices.currency);

  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Pricing"
        lead="Simple, published prices with no hidden extras. Pay for a seat when you want to learn, choose a plan when you want to advertise, and join the affiliate program for free."
      />

      <PageSection
        title="Choose what fits"
        intro="All prices are in US dollars. Any applicable tax is calculated and shown at checkout before you pay."
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PriceCard
            name="Webinar seat"
            price={seatPrice}
            cadence={`per seat${plusTax(prices.addedTax)}`}
            description="One seat at a live, instructor-led webinar session of your choice."
            features={[
              `Seat held for ${formatMinutesInWords(seatHoldMinutes)} while you pay`,
              'Confirmation email with a calendar invitation in your time zone',
              'Reminders 24 hours and 1 hour before the start',
              'A personal join link, sent only to you',
              refundPolicyLine(refundPolicy),
            ]}
            actionLabel="Reserve a seat"
            actionTo="/rsvp"
            highlighted
          />
          <PriceCard
            name="Affiliate program"
            price="Free"
            cadence="to join"
            description="Share referral links and earn a commission when the people you refer make a paid purchase."
            features={[
              'Links for webinar, newsletter, billboard and email marketing pages',
              '30-day attribution for the visitors you refer',
              'Payouts to your bank through Stripe Connect',
            ]}
            actionLabel="Explore the affiliate program"
            actionTo="/affiliate"
          />
          <BillboardPlans actionTo="/advertising" />
        </SimpleGrid>
      </PageSection>

      <PageSection tinted title="Good to know">
        <Stack gap="lg">
          <CheckList
            items={[
              'Payments are taken through secure Stripe checkout. Your card details go to Stripe, not to us.',
              'If we cancel a session, you receive a full refund.',
              `Changed your plans? ${refundPolicyLine(refundPolicy)}`,
              'Advertising plans are billed monthly or yearly, and you can see your billing from your advertiser dashboard.',
              <>
                Full details are in our <TextLink to="/terms">Terms &amp; Conditions</TextLink>. Questions about a
                charge? Visit <TextLink to="/support">Support</TextLink>.
              </>,
            ]}
          />
          <RiskNote>
            A webinar seat buys education, not a result. Trading and investing involve risk, and nothing we teach
            guarantees a profit.
          </RiskNote>
        </Stack>
      </PageSection>
    </>
  );
}
