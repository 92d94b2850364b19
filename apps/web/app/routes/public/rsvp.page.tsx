import { refundPolicyLine } from '@meridian/contracts/settings-refund-policy';
import { CALENDAR_FEED_PATH } from '@meridian/contracts/webinars';
import { Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconChartLine, IconListCheck, IconShieldCheck } from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BillboardSlot } from '../../features/billboard/billboard-slot';
import { servedCreatives } from '../../features/billboard/served-creatives';
import { CheckList } from '../../components/marketing/check-list';
import { FeatureGrid } from '../../components/marketing/feature-grid';
import { PriceCard } from '../../components/marketing/price-card';
import { RiskNote } from '../../components/marketing/risk-note';
import { StepList } from '../../components/marketing/step-list';
import { TextLink } from '../../components/marketing/text-link';
import { UpcomingSessions } from '../../features/rsvp/upcoming-sessions';
import { useOfferFromUrl } from '../../features/rsvp/use-offer-from-url';
import { EmptyState } from '../../components/site/empty-state';
import { PageHero } from '../../components/site/page-hero';
import { NewsletterSection } from '../../components/site/newsletter-section';
import { PageSection } from '../../components/site/page-section';
import { useSiteConfig } from '../../lib/use-site-config';
import { formatMinutesInWords } from '../../lib/datetime';
import { formatMoney, plusTax } from '../../lib/format';
import type { ServedCreative } from '@meridian/contracts/billboard';
import type { RouteHandle } from '../../lib/page-meta';

export function loader({ context }: LoaderFunctionArgs) {
  return servedCreatives(context);
}

export const handle: RouteHandle = {
  newsletterBand: true,
  meta: () => ({
    title: 'Webinar RSVP',
    description:
      'Reserve a seat at a live trading-education webinar: what each session covers, what is included, the seat price and how booking and refunds work.',
  }),
};

export default function RsvpPage() {
  const creatives = useLoaderData() as ServedCreative[];
  const { prices, seatHoldMinutes, refundPolicy } = useSiteConfig();
  useOfferFromUrl();
  const seatPrice = formatMoney(prices.rsvpCents, prices.currency);

  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Webinar RSVP"
        lead={`Join a live, instructor-led session on trading and investing. A seat is ${seatPrice}${plusTax(prices.addedTax)}, booked in a few minutes through secure checkout.`}
        actions={
          <Button component="a" href="#sessions" variant="white">
            See upcoming sessions
          </Button>
        }
      />

      <BillboardSlot creatives={creatives} />

      <PageSection
        title="What a session covers"
        intro="Every webinar is built around one topic and taught with risk management first."
      >
        <FeatureGrid
          items={[
            {
              icon: <IconChartLine aria-hidden />,
              title: 'How the market works',
              text: 'The mechanics behind the topic of the day, from order types and pricing to the investment vehicles involved, explained without jargon.',
            },
            {
              icon: <IconShieldCheck aria-hidden />,
              title: 'Managing risk',
              text: 'How much to put at stake, where a plan is proven wrong and how to size a position so that a single bad trade cannot sink your account.',
            },
            {
              icon: <IconListCheck aria-hidden />,
              title: 'Building a process',
              text: 'A repeatable way to research, plan, record and review decisions, so you learn from your own results instead of chasing predictions.',
            },
          ]}
        />
      </PageSection>

      <PageSection tinted title="Your seat">
        <Grid gap="xl" align="stretch">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PriceCard
              name="Live webinar seat"
              price={seatPrice}
              cadence={`per seat${plusTax(prices.addedTax)}`}
              description="Prices are in US dollars. Any applicable tax is shown at checkout."
              features={[
                'A live session with an instructor',
                'Confirmation email with a calendar invitation (.ics) in your time zone',
                'Reminders 24 hours and 1 hour before the start',
                'A private join link sent only to paid attendees',
              ]}
              actionLabel="Compare all prices"
              actionTo="/pricing"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Title order={3} size="h4">
                Refunds and the waitlist
              </Title>
              <CheckList
                items={[
                  `${refundPolicyLine(refundPolicy)} Cancel from the link in your confirmation email.`,
                  'If we cancel a session, you get a full refund.',
                  'Session full? Join the waitlist. When a seat frees up, waitlisted people receive a time-limited offer to claim it.',
                ]}
              />
              <Text lh={1.65}>
                By booking you agree to our <TextLink to="/terms">Terms &amp; Conditions</TextLink>. Please read the{' '}
                <TextLink to="/riskdisclosure">Investment Risk Disclosure</TextLink> before you attend.
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </PageSection>

      <PageSection title="How booking works">
        <StepList
          steps={[
            {
              title: 'Choose a date',
              text: 'Pick an upcoming session. Dates and start times are shown in your own time zone.',
            },
            {
              title: 'Pay through secure checkout',
              text: `Enter your details and pay ${seatPrice}${plusTax(prices.addedTax)} through Stripe. Your card details go to Stripe, not to us.`,
            },
            {
              title: `Your seat is held for ${formatMinutesInWords(seatHoldMinutes)}`,
              text: 'While you complete checkout, nobody else can take your seat. If the time runs out, the seat is released and you are not charged.',
            },
            {
              title: 'Get your confirmation',
              text: 'A confirmation email arrives with a calendar invitation (.ics) set to your time zone.',
            },
            {
              title: 'Receive your reminders',
              text: 'We remind you 24 hours and again 1 hour before the session starts.',
            },
            {
              title: 'Join the session',
              text: 'Your personal join link is sent only to you once you have paid. It opens the session shortly before the start; until then it counts down.',
            },
          ]}
        />
      </PageSection>

      <PageSection tinted title="Upcoming sessions" id="sessions">
        <Stack gap="lg">
          <UpcomingSessions
            empty={
              <EmptyState
                icon={<IconCalendarEvent />}
                title="No sessions open for booking yet"
                action={
                  <Group justify="center">
                    <Button component={Link} to="/faq" variant="default">
                      Read the FAQ
                    </Button>
                  </Group>
                }
              >
                New session dates are announced on this page as soon as booking opens, each with its start time in your
                time zone. Until then, the FAQ answers common questions about seats, payments and refunds.
              </EmptyState>
            }
          />
          <Text size="sm">
            Never miss a date: <Anchor href={CALENDAR_FEED_PATH}>subscribe to the webinar calendar</Anchor> (.ics) in
            Google Calendar, Apple Calendar or Outlook, and new sessions appear there by themselves. Your own booking
            still comes with its personal invitation.
          </Text>
          <RiskNote />
        </Stack>
      </PageSection>
      <NewsletterSection />
    </>
  );
}
