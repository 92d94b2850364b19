import { Stack, Text } from '@mantine/core';
import { IconBan, IconPresentation, IconRoute, IconShieldCheck } from '@tabler/icons-react';
import { CheckList } from '../../components/marketing/check-list';
import { FeatureGrid, type FeatureItem } from '../../components/marketing/feature-grid';
import { RiskNote } from '../../components/marketing/risk-note';
import { SeatAndFaqLinks } from '../../components/marketing/seat-and-faq-links';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { useSiteConfig } from '../../lib/use-site-config';
import { pageHandle } from '../../lib/page-meta';

export const handle = pageHandle(
  'Our Story',
  'Why we started a trading academy, how we teach in live sessions with risk first and process over predictions, and what we will never sell you.',
);

const HOW_WE_TEACH: FeatureItem[] = [
  {
    icon: <IconPresentation aria-hidden />,
    title: 'Live sessions',
    text: 'We teach in live webinars, not recorded courses you never finish. A fixed time gives you a reason to show up, and a live instructor can slow down where the material gets hard.',
  },
  {
    icon: <IconShieldCheck aria-hidden />,
    title: 'Risk first',
    text: 'Before we talk about what a trade could make, we talk about what it could lose: position size, where you would be wrong, and how much of your account you are willing to put at stake.',
  },
  {
    icon: <IconRoute aria-hidden />,
    title: 'Process over predictions',
    text: 'Nobody can reliably call the next move. We teach a repeatable process for researching, planning, recording and reviewing decisions, so you improve from your own results instead of chasing forecasts.',
  },
];

export default function AboutPage() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <PageHero
        eyebrow="Company"
        title="Our Story"
        lead={`${siteName} exists to teach trading the way it should be taught: live, honestly, and with the downside on the table from the first minute.`}
      />

      <PageSection title="Why we exist">
        <Stack gap="md" maw={720}>
          <Text size="lg" lh={1.7}>
            Too much trading education is built to sell excitement. Screenshots of winning trades, countdown timers,
            &ldquo;secret&rdquo; setups and promises of quick income pull people into markets before they understand
            what they can lose. Many of them learn the hard way.
          </Text>
          <Text size="lg" lh={1.7}>
            We started {siteName} to offer the opposite: clear teaching about how markets and the common investment
            vehicles work, what each one can cost you, and how to build a plan you can stick to when prices move against
            you. No hype, no shortcuts, and no pretending that anyone knows where the market goes next.
          </Text>
        </Stack>
      </PageSection>

      <PageSection
        tinted
        title="How we teach"
        intro="Every session follows the same three principles, whatever the topic."
      >
        <FeatureGrid items={HOW_WE_TEACH} />
      </PageSection>

      <PageSection title="What we will never do" intro="These are lines we hold, whatever it costs us in sales.">
        <CheckList
          icon={<IconBan size={14} stroke={2.5} />}
          items={[
            <>
              <strong>Sell trade signals.</strong> We do not sell alerts telling you what to buy or sell. Our job is to
              help you make your own decisions, not to make them for you.
            </>,
            <>
              <strong>Promise returns.</strong> No one can guarantee profits in the markets, and anyone who does is
              selling something. You will never hear it from us.
            </>,
            <>
              <strong>Give personal investment advice.</strong> Our sessions are education. Decisions about your own
              money are yours, ideally made with a licensed professional who knows your situation.
            </>,
            <>
              <strong>Rush you.</strong> Markets will still be there next week. We would rather you practice with small
              amounts than risk money you cannot afford to lose.
            </>,
          ]}
        />
      </PageSection>

      <PageSection tinted title="Who it is for">
        <Stack gap="lg">
          <CheckList
            items={[
              'Beginners who want a solid foundation before placing a first trade.',
              'Self-directed investors who want a clearer process for the accounts and funds they already hold.',
              'Active traders who want to put stronger risk management around what they do today.',
              'Anyone planning for retirement who wants to understand the accounts and assets involved.',
            ]}
          />
          <RiskNote />
          <SeatAndFaqLinks />
        </Stack>
      </PageSection>
    </>
  );
}
