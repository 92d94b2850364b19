import { BLOG_PATHS, type BlogPostSummary } from '@meridian/contracts/blog';
import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatPostDate } from './post-date';

/** A post in the directory: cover, title (the link), excerpt, author, date and tags. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const href = BLOG_PATHS.post(post.slug);
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      {post.coverImageUrl ? (
        <Card.Section mb="md">
          <Image src={post.coverImageUrl} alt={post.coverImageAlt} h={180} fit="cover" loading="lazy" />
        </Card.Section>
      ) : null}
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          <Anchor component={Link} to={href} c="inherit">
            {post.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {post.authorName} · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </Text>
        {post.excerpt ? <Text lh={1.6}>{post.excerpt}</Text> : null}
        {post.tags.length > 0 ? (
          <Group gap={6} mt="auto">
            {post.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray.8" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
