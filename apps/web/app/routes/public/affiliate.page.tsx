import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAd2, IconMailForward, IconNews, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CheckList } from '../../components/marketing/check-list';
import { FeatureGrid } from '../../components/marketing/feature-grid';
import { RiskNote } from '../../components/marketing/risk-note';
import { StepList } from '../../components/marketing/step-list';
import { TextLink } from '../../components/marketing/text-link';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { pageHandle } from '../../lib/page-meta';

const JOIN_URL = '/login?signup&role=3';

export const handle = pageHandle(
  'Affiliate Program',
  'Refer traders to our live webinars, advertising and email marketing. Earn commission on paid referrals, tracked for 30 days, paid out via Stripe.',
);

export default function AffiliatePage() {
  return (
    <>
      <PageHero
        eyebrow="Company"
        title="Affiliate Program"
        lead="Recommend education you believe in. Share your referral links, and earn a commission when the people you refer make a paid purchase."
        actions={
          <>
            <Button component={Link} to={JOIN_URL} variant="white">
              Join the program
            </Button>
            <Button component={Link} to="/affiliateagreement" variant="outline" color="white">
              Read the Affiliate Agreement
            </Button>
          </>
        }
      />

      <PageSection title="How it works" intro="Free to join, with everything managed from your affiliate dashboard.">
        <StepList
          steps={[
            {
              title: 'Sign up as an affiliate',
              text: 'Create your affiliate account and accept the Affiliate Agreement. Joining costs nothing.',
            },
            {
              title: 'Connect Stripe for payouts',
              text: 'Link a Stripe account from your dashboard. Stripe verifies your identity and holds your bank details, so we never see them. Your referral tools unlock once Stripe is connected.',
            },
            {
              title: 'Share your links',
              text: 'Copy ready-made links that carry your referral code (?ref=YOURCODE) for the pages listed below. Your dashboard counts the clicks on each one.',
            },
            {
              title: 'Referrals are remembered for 30 days',
              text: 'When someone arrives through your link, the referral is kept for 30 days. A paid purchase in that window is credited to you.',
            },
            {
              title: 'Earn commission and get paid',
              text: 'Commission is earned on paid purchases that are not refunded. Your dashboard shows clicks, sign-ups, paid conversions and commission, and payouts are sent to your connected Stripe account.',
            },
          ]}
        />
      </PageSection>

      <PageSection tinted title="What you can share" intro="One referral code, four pages to send people to.">
        <ShareTargets />
      </PageSection>

      <PageSection title="Program rules" intro="These protect your audience, our students and the program itself.">
        <Stack gap="lg">
          <CheckList
            items={[
              <>
                <strong>No income or profit claims.</strong> Never suggest that our webinars, or trading in general,
                will make anyone money. Describe what the sessions teach, not what someone might earn.
              </>,
              <>
                <strong>Always disclose the relationship.</strong> Say clearly, wherever you share a link, that you may
                earn a commission if someone buys through it.
              </>,
              <>
                <strong>No spam or misleading promotion.</strong> Share only with people who would want to hear from
                you, and never present yourself as our company.
              </>,
            ]}
          />
          <Text lh={1.65}>
            The full terms, including how commission is calculated and paid, are in the{' '}
            <TextLink to="/affiliateagreement">Affiliate Agreement</TextLink>.
          </Text>
          <RiskNote>
            When you talk about trading, be as honest as we try to be: trading and investing involve risk, and no one
            can promise a profit.
          </RiskNote>
          <Group>
            <Button component={Link} to={JOIN_URL}>
              Join the program
            </Button>
          </Group>
        </Stack>
      </PageSection>
    </>
  );
}

function ShareTargets() {
  return (
    <FeatureGrid
      items={[
        {
          icon: <IconTicket aria-hidden />,
          title: 'Webinar RSVP',
          text: 'Send people to book a seat at a live session. Paid seats earn you commission.',
        },
        {
          icon: <IconNews aria-hidden />,
          title: 'Newsletter',
          text: 'Invite people to our newsletter, a low-pressure first step. A paid purchase within 30 days is credited to you.',
        },
        {
          icon: <IconAd2 aria-hidden />,
          title: 'Digital Billboard',
          text: 'Introduce businesses that want to reach traders. Paid advertising plans earn you commission.',
        },
        {
          icon: <IconMailForward aria-hidden />,
          title: 'Email marketing',
          text: 'Point businesses to our email and SMS marketing service, where they can request a consultation.',
        },
      ]}
    />
  );
}
