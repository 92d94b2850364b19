import { Button, Group } from '@mantine/core';
import {
  IconArticle,
  IconBrain,
  IconBuildingBank,
  IconChartCandle,
  IconShieldCheck,
  IconTool,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeatureGrid } from '../../features/marketing/feature-grid';
import { EmptyState } from '../../features/site/empty-state';
import { PageHero } from '../../features/site/page-hero';
import { NewsletterSection } from '../../features/site/newsletter-section';
import { PageSection } from '../../features/site/page-section';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Blogs',
    description:
      'Lessons and market notes from our instructors: risk management, trading psychology, retirement accounts, investing basics and webinar follow-ups.',
  }),
};

export default function BlogDirectoryPage() {
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Blogs"
        lead="Written lessons and market notes from our team: the ideas we teach in live sessions, explained at your own pace, with the risks spelled out."
      />

      <PageSection
        title="What we write about"
        intro="Articles stay educational. You will not find stock tips, price targets or promises of returns here."
      >
        <FeatureGrid
          items={[
            {
              icon: <IconShieldCheck aria-hidden />,
              title: 'Risk management',
              text: 'Position sizing, planned exits and how to decide in advance how much you are willing to lose on a single idea.',
            },
            {
              icon: <IconChartCandle aria-hidden />,
              title: 'Reading the markets',
              text: 'How prices, volume and economic releases fit together, and how to tell information from noise.',
            },
            {
              icon: <IconBrain aria-hidden />,
              title: 'Trading psychology',
              text: 'Discipline, journaling and the habits that keep fear and overconfidence from running your account.',
            },
            {
              icon: <IconBuildingBank aria-hidden />,
              title: 'Long-term investing',
              text: 'Retirement accounts, mutual funds, Treasury bonds, dividend reinvestment, diversification and precious metals.',
            },
            {
              icon: <IconArticle aria-hidden />,
              title: 'Webinar follow-ups',
              text: 'Key points and further reading that build on the topics covered in our live sessions.',
            },
            {
              icon: <IconTool aria-hidden />,
              title: 'Tools and process',
              text: 'Checklists, planning templates and step-by-step ways to review your own decisions.',
            },
          ]}
        />
      </PageSection>

      <PageSection tinted title="Latest articles">
        <EmptyState
          icon={<IconArticle />}
          title="No articles published yet"
          action={
            <Group justify="center">
              <Button component={Link} to="/faq" variant="default">
                Read the FAQ
              </Button>
              <Button component={Link} to="/rsvp">
                See upcoming webinars
              </Button>
            </Group>
          }
        >
          Articles appear on this page as soon as they are published. In the meantime, the FAQ answers the most common
          questions, and a live webinar is the best way to learn how we teach.
        </EmptyState>
      </PageSection>
      <NewsletterSection />
    </>
  );
}
