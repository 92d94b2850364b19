import { Button, Stack, Text } from '@mantine/core';
import { IconMailForward, IconSchool, IconTargetArrow } from '@tabler/icons-react';
import { CheckList } from '../../components/marketing/check-list';
import { FeatureGrid, type FeatureItem } from '../../components/marketing/feature-grid';
import { RiskNote } from '../../components/marketing/risk-note';
import { SeatAndFaqLinks } from '../../components/marketing/seat-and-faq-links';
import { StepList } from '../../components/marketing/step-list';
import { TextLink } from '../../components/marketing/text-link';
import { ContactRequestForm } from '../../features/contact-requests/contact-request-form';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { pageHandle } from '../../lib/page-meta';

const WHAT_IT_COVERS: FeatureItem[] = [
  {
    icon: <IconSchool aria-hidden />,
    title: 'Your learning path',
    text: 'Where your knowledge stands today, the gaps worth closing first, and which webinar topics fit your goals.',
  },
  {
    icon: <IconTargetArrow aria-hidden />,
    title: 'Building good habits',
    text: 'How to approach risk, position sizing and record-keeping as you learn, explained in general terms rather than as recommendations.',
  },
  {
    icon: <IconMailForward aria-hidden />,
    title: 'Marketing services',
    text: 'For businesses: whether our Email/SMS Marketing service or a Digital Billboard plan suits your audience and goals.',
  },
];

const WHAT_HAPPENS_NEXT: FeatureItem[] = [
  {
    title: 'A reply within one business day',
    text: (
      <>
        We read your request, reply by email to arrange a time, and tell you which sessions or services fit and which do
        not. There is never any pressure to buy.
      </>
    ),
  },
  {
    title: 'Start with a live webinar',
    text: (
      <>
        The quickest way to see how we teach is to attend a session. <TextLink to="/rsvp">See webinar dates</TextLink>
      </>
    ),
  },
  {
    title: 'Answers right now',
    text: (
      <>
        Many common questions about seats, refunds and our programs are answered in the{' '}
        <TextLink to="/faq">FAQ</TextLink>.
      </>
    ),
  },
];

export const handle = pageHandle(
  'Consultation',
  'A one-to-one conversation about your trading education or our marketing services: what it covers, who it suits, how to prepare and what comes next.',
);

export default function ConsultationPage() {
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Consultation"
        lead="A one-to-one conversation with our team about where you are, what you want to learn, and which of our sessions or services can help."
        actions={
          <Button component="a" href="#request" variant="white">
            Request a consultation
          </Button>
        }
      />

      <PageSection
        title="What a consultation covers"
        intro="Education and guidance about our programs. It is not personal investment advice."
      >
        <FeatureGrid items={WHAT_IT_COVERS} />
        <Text mt="xl" lh={1.65} maw={720}>
          We will not tell you what to buy or sell, manage your money, or promise results. For advice on your own
          finances, speak with a licensed financial professional who knows your full situation.
        </Text>
      </PageSection>

      <PageSection tinted title="Who it is for">
        <CheckList
          items={[
            'People new to trading who want to know where to start before booking a webinar.',
            'Self-directed investors who want a clearer learning plan around the accounts they already have.',
            'Business owners considering email marketing or advertising to an audience of traders.',
          ]}
        />
      </PageSection>

      <PageSection title="How to prepare">
        <StepList
          steps={[
            {
              title: 'Write down your goal',
              text: 'One or two sentences on what you want to understand or achieve. A clear goal makes the conversation useful.',
            },
            {
              title: 'Note your experience',
              text: 'Which markets or accounts you already use, and what has or has not worked for you so far.',
            },
            {
              title: 'List your questions',
              text: 'Bring the questions you most want answered, most important first, so nothing gets missed.',
            },
            {
              title: 'For businesses, know your audience',
              text: 'Who you want to reach, roughly how many contacts you have, and how they agreed to hear from you.',
            },
          ]}
        />
      </PageSection>

      <PageSection
        tinted
        id="request"
        title="Request a consultation"
        intro="Tell us what you would like to talk about. A member of our team replies by email within one business day to arrange a time that suits you."
      >
        <ContactRequestForm kind="consultation" submitLabel="Request a consultation" />
      </PageSection>

      <PageSection title="What happens next">
        <FeatureGrid items={WHAT_HAPPENS_NEXT} />
        <Stack gap="lg" mt="xl">
          <RiskNote />
          <SeatAndFaqLinks />
        </Stack>
      </PageSection>
    </>
  );
}
