import { refundPolicyLine } from '@meridian/contracts/settings-refund-policy';
import { Button, Group, Stack } from '@mantine/core';
import { IconAd2, IconCreditCard, IconUserCircle, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeatureGrid } from '../../components/marketing/feature-grid';
import { TextLink } from '../../components/marketing/text-link';
import { ContactRequestForm } from '../../features/contact-requests/contact-request-form';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { legalLinks } from '../../components/site/site-nav';
import { pageHandle } from '../../lib/page-meta';
import { formatMinutesInWords } from '../../lib/datetime';
import { useSiteConfig } from '../../lib/use-site-config';

export const handle = pageHandle(
  'Support',
  'Help with sign-in, payments and refunds, joining a webinar, affiliate payouts and advertising. Our support team replies within one business day.',
);

export default function SupportPage() {
  const { seatHoldMinutes, refundPolicy } = useSiteConfig();
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Support"
        lead="Find the answer for your situation below. When you need a person, send us a message: our support team replies by email within one business day."
        actions={
          <>
            <Button component="a" href="#contact" variant="white">
              Send us a message
            </Button>
            <Button component={Link} to="/faq" variant="outline" color="white">
              Browse the FAQ
            </Button>
          </>
        }
      />

      <PageSection title="Help by topic" intro="What to check first, and what we can do for you.">
        <FeatureGrid
          items={[
            {
              icon: <IconUserCircle aria-hidden />,
              title: 'Account and sign-in',
              text: (
                <>
                  Affiliates, advertisers and staff sign in on the <TextLink to="/login">sign-in page</TextLink> with
                  the email address they registered with. We will never ask for your password, so never share it with
                  anyone. Attending a webinar does not need an account.
                </>
              ),
            },
            {
              icon: <IconCreditCard aria-hidden />,
              title: 'Payments and refunds',
              text: `Seats are held for ${formatMinutesInWords(seatHoldMinutes)} while you pay; if checkout is not finished in time, the seat is released. ${refundPolicyLine(refundPolicy)} Cancel from the link in your confirmation email; if we cancel a session you get a full refund.`,
            },
            {
              icon: <IconVideo aria-hidden />,
              title: 'Webinar access',
              text: 'Your confirmation email includes a calendar invitation, and reminders arrive 24 hours and 1 hour before the start. Each carries your personal join link, sent only to the email address used when booking, so check your spam folder too. Keep it to yourself: a link opened from many devices is flagged and replaced.',
            },
            {
              icon: <IconUsersGroup aria-hidden />,
              title: 'Affiliates and payouts',
              text: 'Connect your Stripe account from your affiliate dashboard to receive payouts. Commission is earned on paid purchases that are not refunded, within 30 days of a referral.',
            },
            {
              icon: <IconAd2 aria-hidden />,
              title: 'Advertising',
              text: 'Our staff review every creative before it goes live, and a rejected creative comes with the reason. Impressions, clicks and billing are all in your advertiser dashboard.',
            },
          ]}
        />
      </PageSection>

      <PageSection
        tinted
        id="contact"
        title="Send us a message"
        intro="Choose the topic closest to your question and tell us what happened. A member of our support team replies by email within one business day."
      >
        <Stack gap="xl">
          <ContactRequestForm kind="support" submitLabel="Send message" />
          <FeatureGrid
            items={[
              {
                title: 'Help us help you faster',
                text: 'Use the email address you booked or registered with, so we can find your account or seat. For a payment, include the date and amount of the charge.',
              },
              {
                title: 'Never send passwords',
                text: 'We will never ask for your password or a card number. If a message claiming to be from us does, do not answer it and tell us here.',
              },
              {
                title: 'Need more than an answer?',
                text: (
                  <>
                    For a one-to-one conversation about our education or marketing services, see{' '}
                    <TextLink to="/consultation">Consultation</TextLink>.
                  </>
                ),
              },
            ]}
          />
        </Stack>
      </PageSection>

      <PageSection title="Policies" intro="The documents that govern seats, payments, referrals and your data.">
        <Group gap="lg" component="ul" role="list" p={0} m={0} style={{ listStyle: 'none' }}>
          {legalLinks.map((link) => (
            <li key={link.to}>
              <TextLink to={link.to}>{link.label}</TextLink>
            </li>
          ))}
        </Group>
      </PageSection>
    </>
  );
}
