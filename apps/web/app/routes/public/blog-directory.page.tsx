import type { ServedCreative } from '@meridian/contracts/billboard';
import { blogListQuerySchema, listBlogPosts, type BlogList } from '@meridian/contracts/blog';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import {
  IconArticle,
  IconBrain,
  IconBuildingBank,
  IconChartCandle,
  IconShieldCheck,
  IconTool,
} from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BillboardSlot } from '../../features/billboard/billboard-slot';
import { servedCreatives } from '../../features/billboard/served-creatives';
import { BlogFilters } from '../../features/blog/blog-filters';
import { BlogPagination } from '../../features/blog/blog-pagination';
import { PostCard } from '../../features/blog/post-card';
import { FeatureGrid } from '../../components/marketing/feature-grid';
import { EmptyState } from '../../components/site/empty-state';
import { PageHero } from '../../components/site/page-hero';
import { NewsletterSection } from '../../components/site/newsletter-section';
import { PageSection } from '../../components/site/page-section';
import type { RouteHandle } from '../../lib/page-meta';
import { dataSource } from '../../lib/public-data';

interface DirectoryData {
  list: BlogList;
  creatives: ServedCreative[];
  tag?: string;
  q?: string;
}

/** The tag, search and page from the address (anything malformed reads as none). */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<DirectoryData> {
  const params = new URL(request.url).searchParams;
  const parsed = blogListQuerySchema.safeParse({
    tag: params.get('tag') ?? undefined,
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const query: { tag?: string; q?: string; page: number } = parsed.success ? parsed.data : { page: 1 };
  const [list, creatives] = await Promise.all([
    dataSource(context).read(listBlogPosts, { query }),
    servedCreatives(context),
  ]);
  return { list, creatives, tag: query.tag, q: query.q };
}

export const handle: RouteHandle = {
  newsletterBand: true,
  meta: () => ({
    title: 'Blogs',
    description:
      'Lessons and market notes from our instructors: risk management, trading psychology, retirement accounts, investing basics and webinar follow-ups.',
  }),
};

/** The directory's heading and its billboard, with or without articles. */
function DirectoryHero({ creatives }: Pick<DirectoryData, 'creatives'>) {
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Blogs"
        lead="Written lessons and market notes from our team: the ideas we teach in live sessions, explained at your own pace, with the risks spelled out."
      />
      <BillboardSlot creatives={creatives} />
    </>
  );
}

export default function BlogDirectoryPage() {
  const { list, creatives, tag, q } = useLoaderData() as DirectoryData;
  const filtered = Boolean(tag || q);
  if (list.total > 0 || filtered) {
    return (
      <>
        <DirectoryHero creatives={creatives} />
        <PageSection title={tag ? `Articles tagged “${tag}”` : q ? `Articles about “${q}”` : 'Latest articles'}>
          <BlogFilters tags={list.tags} tag={tag} q={q} />
          {list.posts.length === 0 ? (
            <EmptyState
              icon={<IconArticle />}
              title="No articles match"
              action={
                <Button component={Link} to="/blogdirectory" variant="default">
                  Show all articles
                </Button>
              }
            >
              Try another word or topic.
            </EmptyState>
          ) : (
            <>
              <Text size="sm" c="dimmed" mb="md" aria-live="polite">
                {list.total === 1 ? '1 article' : `${list.total} articles`}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {list.posts.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </SimpleGrid>
            </>
          )}
          <BlogPagination page={list.page} pageCount={list.pageCount} tag={tag} q={q} />
        </PageSection>
        <NewsletterSection />
      </>
    );
  }
  return (
    <>
      <DirectoryHero creatives={creatives} />

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
