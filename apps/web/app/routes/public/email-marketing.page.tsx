import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChartBar, IconLock, IconMailOff, IconMailShare, IconRobot, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CheckList } from '../../components/marketing/check-list';
import { FeatureGrid } from '../../components/marketing/feature-grid';
import { StepList } from '../../components/marketing/step-list';
import { TextLink } from '../../components/marketing/text-link';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { pageHandle } from '../../lib/page-meta';

export const handle = pageHandle(
  'Email/SMS Marketing',
  'Campaigns and automations sent from your own mailbox, with encrypted credentials, open and click tracking, and one-click unsubscribe built in.',
);

export default function EmailMarketingPage() {
  return (
    <>
      <PageHero
        eyebrow="Company"
        title="Email/SMS Marketing"
        lead="Reach your contacts from your own address, not a faceless no-reply. Plan campaigns and automated sequences, see who opens and clicks, and give every recipient an easy way out."
        actions={
          <Button component={Link} to="/consultation" variant="white">
            Start with a consultation
          </Button>
        }
      />

      <PageSection
        title="The service"
        intro="Everything you need to run email campaigns that people recognize and trust."
      >
        <FeatureGrid
          items={[
            {
              icon: <IconMailShare aria-hidden />,
              title: 'Sent from your own mailbox',
              text: 'Messages go out from your real email address, using an app password rather than your normal password, so replies come straight back to you.',
            },
            {
              icon: <IconLock aria-hidden />,
              title: 'Encrypted credentials',
              text: 'Your app password is encrypted before it is stored, is never shown again after you save it, and never appears in our logs.',
            },
            {
              icon: <IconRobot aria-hidden />,
              title: 'Campaigns and automations',
              text: 'Send one-off campaigns now or on a schedule, or build automated sequences that start from a trigger, such as a new contact, and send timed follow-ups.',
            },
            {
              icon: <IconUsers aria-hidden />,
              title: 'Contacts and lists',
              text: 'Add contacts one by one or import a CSV file, then organize them with lists and tags so each message reaches the right people.',
            },
            {
              icon: <IconChartBar aria-hidden />,
              title: 'Open and click tracking',
              text: 'See sends, opens, clicks, bounces and unsubscribes for each campaign, so you know what is working.',
            },
            {
              icon: <IconMailOff aria-hidden />,
              title: 'One-click unsubscribe',
              text: 'Every email includes a working unsubscribe link, including the one-click option that major inbox providers show, and opt-outs are honored.',
            },
          ]}
        />
      </PageSection>

      <PageSection tinted title="How it works">
        <StepList
          steps={[
            {
              title: 'Start with a consultation',
              text: 'Tell us about your audience and goals. We will explain what the service can do for you and whether it is a good fit.',
            },
            {
              title: 'Get your account',
              text: 'Once we agree to work together, our team sets up your email marketing account.',
            },
            {
              title: 'Connect your mailbox',
              text: 'Create an app password with your email provider and save it in your dashboard. It is encrypted as soon as it arrives.',
            },
            {
              title: 'Bring your contacts',
              text: 'Import the people who have agreed to hear from you and group them into lists and tags.',
            },
            {
              title: 'Send and measure',
              text: 'Send a test, then launch your campaign or automation and follow opens, clicks and unsubscribes in your dashboard.',
            },
          ]}
        />
      </PageSection>

      <PageSection title="Who it is for">
        <CheckList
          items={[
            'Educators, coaches and communities who want to keep in touch with students and members.',
            'Small businesses that prefer messages to come from a real person rather than a no-reply address.',
            'Teams that want simple automations, such as a welcome sequence or a reminder before an event.',
          ]}
        />
      </PageSection>

      <PageSection
        tinted
        title="Compliance basics"
        intro="Good email is permission-based email. The service is built around the basics of CAN-SPAM and GDPR."
      >
        <Stack gap="lg">
          <CheckList
            items={[
              'Send only to people who gave you permission, and keep a record of how they signed up.',
              'Use your real name and address as the sender, with honest subject lines.',
              'Include your business postal address in commercial emails, as CAN-SPAM requires.',
              'Honor every unsubscribe. Ours take effect without any extra steps from the recipient.',
              'Collect only the contact data you need, and delete it when someone asks you to.',
            ]}
          />
          <Text lh={1.65}>
            You remain responsible for your own messages and lists. Read how we handle personal data in our{' '}
            <TextLink to="/privacy">Privacy Policy</TextLink> and <TextLink to="/gdpr">GDPR</TextLink> notice.
          </Text>
          <Text lh={1.65}>
            Interested in adding text messages to your plan? Raise it in your consultation, and we will tell you
            honestly what fits your audience.
          </Text>
          <Group>
            <Button component={Link} to="/consultation">
              Start with a consultation
            </Button>
          </Group>
        </Stack>
      </PageSection>
    </>
  );
}
