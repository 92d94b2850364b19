import { listOpenOpenings, type PublicOpening } from '@meridian/contracts/careers-public';
import { IconBriefcase, IconClockHour4, IconMessages, IconSchool } from '@tabler/icons-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CheckList } from '../../components/marketing/check-list';
import { FeatureGrid } from '../../components/marketing/feature-grid';
import { StepList } from '../../components/marketing/step-list';
import { OpeningsList } from '../../features/careers/openings-list';
import { TextLink } from '../../components/marketing/text-link';
import { EmptyState } from '../../components/site/empty-state';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { useSiteConfig } from '../../lib/use-site-config';
import { pageHandle } from '../../lib/page-meta';
import { dataSource } from '../../lib/public-data';

export function loader({ context }: LoaderFunctionArgs) {
  return dataSource(context).read(listOpenOpenings);
}

export const handle = pageHandle(
  'Careers',
  'Work with a trading-education team that teaches risk first. Learn how we work, what we value and how hiring works, and check for open positions.',
);

export default function CareersPage() {
  const { siteName } = useSiteConfig();
  const openings = useLoaderData() as PublicOpening[];
  return (
    <>
      <PageHero
        eyebrow="Company"
        title="Careers"
        lead={`At ${siteName} we teach people to respect risk and trust a process. We try to run the company the same way: clear thinking, honest communication and steady work.`}
      />

      <PageSection
        title="How we work"
        intro="A few habits keep us focused on the people we serve: students, affiliate partners and advertisers."
      >
        <FeatureGrid
          items={[
            {
              icon: <IconMessages aria-hidden />,
              title: 'Written first',
              text: 'We write things down: plans, decisions and the reasons behind them. It keeps everyone informed, respects time zones and makes it easy to revisit a choice later.',
            },
            {
              icon: <IconSchool aria-hidden />,
              title: 'Students come first',
              text: 'Every role, from instruction to engineering to support, exists to help someone learn. When priorities compete, we ask which choice serves the student best.',
            },
            {
              icon: <IconClockHour4 aria-hidden />,
              title: 'Sustainable pace',
              text: 'Live sessions run on a schedule, so we plan ahead instead of working in bursts. We would rather ship something smaller and reliable than something bigger and rushed.',
            },
          ]}
        />
      </PageSection>

      <PageSection tinted title="What we value">
        <CheckList
          items={[
            <>
              <strong>Honesty over hype.</strong> We do not overstate what a lesson, a product or a result can do, in
              our marketing or in our own conversations.
            </>,
            <>
              <strong>Ownership.</strong> If you see a problem, you own it until it is fixed or handed to the right
              person, with a note explaining where it stands.
            </>,
            <>
              <strong>Curiosity.</strong> Markets, tools and regulations change. We expect to keep learning, and we make
              time for it.
            </>,
            <>
              <strong>Care for the details.</strong> A wrong time zone, a broken link or an unclear refund policy is a
              real problem for a real person. We treat it that way.
            </>,
          ]}
        />
      </PageSection>

      <PageSection title="How hiring works" intro="The same steps for every role, so you know what to expect.">
        <StepList
          steps={[
            {
              title: 'Apply',
              text: 'Choose an opening below and send your résumé (PDF, DOC or DOCX) with a short note about why the role interests you. Tell us what you have built, taught or fixed, in your own words. You get an email confirming we have it.',
            },
            {
              title: 'A first conversation',
              text: 'Our hiring team reads every application. If your experience fits, we email you to set up a conversation about the role, how we work and what you are looking for. Bring your questions.',
            },
            {
              title: 'A practical exercise',
              text: 'A short, realistic task close to the work itself, discussed together afterward. We keep it brief and respect your time.',
            },
            {
              title: 'Meet the team',
              text: 'Talk with the people you would work with most. It is as much a chance for you to assess us as for us to assess you.',
            },
            {
              title: 'Offer',
              text: 'We put the details in writing and answer every question before you decide.',
            },
          ]}
        />
      </PageSection>

      <PageSection
        tinted
        title="Open positions"
        intro={
          openings.length > 0
            ? `${openings.length === 1 ? 'One role is' : `${openings.length} roles are`} open right now. Applications go straight to our hiring team.`
            : undefined
        }
      >
        {openings.length > 0 ? (
          <OpeningsList openings={openings} />
        ) : (
          <EmptyState icon={<IconBriefcase />} title="No open positions right now">
            We are not hiring for any role at the moment. New openings are posted on this page, so please check back. If
            you would like us to keep you in mind, send a short note through our{' '}
            <TextLink to="/support">Support page</TextLink>.
          </EmptyState>
        )}
      </PageSection>
    </>
  );
}
