import type { ServedCreative } from '@meridian/contracts/billboard';
import { BLOG_PATHS, getBlogPost, type PublicBlogPost } from '@meridian/contracts/blog';
import { Anchor, Badge, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BillboardSlot } from '../../features/billboard/billboard-slot';
import { servedCreatives } from '../../features/billboard/served-creatives';
import { BlogArticleBody } from '../../features/blog/blog-article-body';
import { formatPostDate } from '../../features/blog/post-date';
import { NewsletterSection } from '../../components/site/newsletter-section';
import type { RouteHandle } from '../../lib/page-meta';
import { dataSource } from '../../lib/public-data';

interface BlogPostData {
  post: PublicBlogPost;
  creatives: ServedCreative[];
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<BlogPostData> {
  const slug = params.slug ?? '';
  try {
    const [found, creatives] = await Promise.all([
      dataSource(context).read(getBlogPost, { params: { slug } }),
      servedCreatives(context),
    ]);
    // The server answers an earlier address with a 301 before rendering; the browser follows here.
    if (found.kind === 'moved') throw redirect(BLOG_PATHS.post(found.slug), 301);
    return { post: found.post, creatives };
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw data('Post not found', { status: 404 });
    throw error;
  }
}

export const handle: RouteHandle = {
  newsletterBand: true,
  meta: (loaded, config) => {
    const post = (loaded as BlogPostData | undefined)?.post;
    if (!post) return { title: 'Post not found', description: config.tagline, noindex: true };
    const description = post.seoDescription || post.excerpt || config.tagline;
    return {
      title: post.seoTitle || post.title,
      description,
      type: 'article',
      image: post.coverImageUrl ?? undefined,
      imageAlt: post.coverImageAlt || undefined,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author: { '@type': 'Person', name: post.authorName },
        publisher: { '@type': 'Organization', name: config.siteName },
        ...(post.coverImageUrl ? { image: [post.coverImageUrl] } : {}),
        ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
      },
    };
  },
};

/** One published post, rendered with its content in the first HTML. */
export default function BlogPostPage() {
  const { post, creatives } = useLoaderData() as BlogPostData;
  return (
    <>
      <Container size="md" py={{ base: 40, md: 64 }} component="article">
        <Stack gap="lg">
          <Anchor component={Link} to={BLOG_PATHS.directory} size="sm">
            ← All articles
          </Anchor>
          <Title order={1}>{post.title}</Title>
          <Text c="dimmed">
            By {post.authorName} · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          </Text>
          {post.tags.length > 0 ? (
            <Group gap={6}>
              {post.tags.map((tag) => (
                <Badge
                  key={tag}
                  component={Link}
                  to={`${BLOG_PATHS.directory}?tag=${encodeURIComponent(tag)}`}
                  variant="outline"
                  color="gray.8"
                  tt="none"
                  style={{ cursor: 'pointer' }}
                >
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : null}
          {post.coverImageUrl ? <Image src={post.coverImageUrl} alt={post.coverImageAlt} radius="md" /> : null}
          {post.excerpt ? (
            <Text size="xl" lh={1.6} fw={500}>
              {post.excerpt}
            </Text>
          ) : null}
          <BlogArticleBody html={post.bodyHtml} />
        </Stack>
      </Container>
      <BillboardSlot creatives={creatives} />
      <NewsletterSection />
    </>
  );
}
