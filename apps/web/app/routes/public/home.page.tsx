import { refundPolicyLine } from '@meridian/contracts/settings-refund-policy';
import { Button, Grid, Stack } from '@mantine/core';
import { IconAd2, IconMailForward, IconUsersGroup } from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BillboardSlot } from '../../features/billboard/billboard-slot';
import { servedCreatives } from '../../features/billboard/served-creatives';
import { CtaBanner } from '../../components/marketing/cta-banner';
import { FeatureGrid } from '../../components/marketing/feature-grid';
import { InvestmentTopics } from '../../components/marketing/investment-topics';
import { LocalTimePanel } from '../../components/marketing/local-time-panel';
import { RiskNote } from '../../components/marketing/risk-note';
import { StatGrid } from '../../components/marketing/stat-grid';
import { TextLink } from '../../components/marketing/text-link';
import { PageHero } from '../../components/site/page-hero';
import { NewsletterSection } from '../../components/site/newsletter-section';
import { PageSection } from '../../components/site/page-section';
import { useSiteConfig } from '../../lib/use-site-config';
import { addedAtCheckout, formatMoney, plusTax } from '../../lib/format';
import { formatDuration } from '../../lib/datetime';
import type { ServedCreative } from '@meridian/contracts/billboard';
import type { RouteHandle } from '../../lib/page-meta';

export function loader({ context }: LoaderFunctionArgs) {
  return servedCreatives(context);
}

export const handle: RouteHandle = {
  newsletterBand: true,
  meta: (_data, config) => ({
    title: config.siteName,
    description:
      'Live trading-education webinars that put risk management first. Reserve a seat, get a calendar invite in your time zone, and learn with a plan.',
  }),
};

export default function HomePage() {
  const creatives = useLoaderData() as ServedCreative[];
  const { siteName, tagline, prices, seatHoldMinutes, refundPolicy } = useSiteConfig();
  const seatPrice = formatMoney(prices.rsvpCents, prices.currency);

  return (
    <>
      <PageHero
        eyebrow={siteName}
        title={tagline}
        lead={
          <>
            Live webinars on trading and long-term investing, taught by people who put risk management ahead of
            predictions. Reserve a seat, get a calendar invitation in your own time zone, and learn a process you can
            keep using long after the session ends.
          </>
        }
        actions={
          <>
            <Button component={Link} to="/rsvp" variant="white">
              Reserve a seat
            </Button>
            <Button component={Link} to="/affiliate" variant="outline" color="white">
              Explore the affiliate program
            </Button>
          </>
        }
      />

      <BillboardSlot creatives={creatives} />

      <PageSection
        title="Six investment topics, explained"
        intro="The building blocks of long-term investing in plain English. Each one comes with the risk you should understand before you put money into it."
      >
        <Stack gap="xl">
          <InvestmentTopics />
          <RiskNote />
        </Stack>
      </PageSection>

      <PageSection tinted title="At a glance" intro="The practical details of a live session, before you book.">
        <Grid gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <StatGrid
              cols={{ base: 1, xs: 2 }}
              stats={[
                {
                  value: seatPrice,
                  label: 'Per webinar seat',
                  detail: addedAtCheckout(prices.addedTax) ?? 'Paid through secure checkout, in US dollars.',
                },
                {
                  value: formatDuration(seatHoldMinutes),
                  label: 'Seat hold while you pay',
                  detail: 'Your seat is set aside while you finish checkout.',
                },
                {
                  value: refundPolicy.kind === 'none' ? 'None' : `${refundPolicy.hours} h`,
                  label: 'Refund window',
                  detail: refundPolicyLine(refundPolicy),
                },
                {
                  value: '24 h & 1 h',
                  label: 'Reminders before it starts',
                  detail: 'So the session never sneaks up on you.',
                },
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <LocalTimePanel />
          </Grid.Col>
        </Grid>
      </PageSection>

      <PageSection
        title="More ways to work with us"
        intro="Beyond the classroom, we help partners and businesses reach people who care about trading."
      >
        <FeatureGrid
          items={[
            {
              icon: <IconUsersGroup aria-hidden />,
              title: 'Affiliate Program',
              text: (
                <>
                  Share your referral links and earn a commission when the people you refer make a paid purchase.
                  Payouts go to you through Stripe. <TextLink to="/affiliate">How the program works</TextLink>
                </>
              ),
            },
            {
              icon: <IconAd2 aria-hidden />,
              title: 'Digital Billboard',
              text: (
                <>
                  Put your brand on our site and webinar pages, with every creative reviewed by our team and impressions
                  and clicks reported. <TextLink to="/advertising">See the advertising plans</TextLink>
                </>
              ),
            },
            {
              icon: <IconMailForward aria-hidden />,
              title: 'Email/SMS Marketing',
              text: (
                <>
                  Campaigns and automations sent from your own mailbox, with open and click tracking and one-click
                  unsubscribe. <TextLink to="/emailMarketing">Explore email marketing</TextLink>
                </>
              ),
            },
          ]}
        />
      </PageSection>

      <CtaBanner
        title="Schedule your Webinar Today"
        text={`Pick a session that fits your week. A seat is ${seatPrice}${plusTax(prices.addedTax)}, with reminders before it starts and a join link sent only to paid attendees.`}
        actionLabel="Get Started"
        actionTo="/rsvp"
      />
      <NewsletterSection />
    </>
  );
}
