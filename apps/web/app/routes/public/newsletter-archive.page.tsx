import { listArchive, type ArchiveEntry } from '@meridian/contracts/newsletter-archive';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../components/site/empty-state';
import { NewsletterSection } from '../../components/site/newsletter-section';
import { PageHero } from '../../components/site/page-hero';
import { formatLongDate } from '../../lib/format';
import type { RouteHandle } from '../../lib/page-meta';
import { dataSource } from '../../lib/public-data';

export function loader({ context }: LoaderFunctionArgs) {
  return dataSource(context).read(listArchive);
}

export const handle: RouteHandle = {
  newsletterBand: true,
  meta: (_data, config) => ({
    title: 'Newsletter archive',
    description: `Every issue of the ${config.siteName} newsletter: market lessons, webinar recaps and trading education, newest first.`,
  }),
};

/** /newsletter: every sent issue, newest first, and the sign-up form. */
export default function NewsletterArchivePage() {
  const issues = useLoaderData() as ArchiveEntry[];
  return (
    <>
      <PageHero
        eyebrow="Newsletter"
        title="Newsletter archive"
        lead="Every issue we have sent to subscribers, newest first. Subscribe below to get the next one in your inbox."
      />
      <Container size="md" py={48}>
        <Stack gap="xl">
          {issues.length === 0 ? (
            <EmptyState icon={<IconNews />} title="No issues published yet">
              The first issue is on its way. Subscribe below and it will reach your inbox the day it goes out.
            </EmptyState>
          ) : (
            <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Newsletter issues">
              {issues.map((issue) => (
                <Paper component="li" key={issue.slug} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                  <Text size="sm" c="dimmed">
                    <time dateTime={issue.sentAt}>{formatLongDate(issue.sentAt)}</time>
                  </Text>
                  <Title order={2} size="h3" mt={4}>
                    <Anchor component={Link} to={`/newsletter/${issue.slug}`} inherit>
                      {issue.subject}
                    </Anchor>
                  </Title>
                  {issue.preheader ? <Text mt="xs">{issue.preheader}</Text> : null}
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      </Container>
      <NewsletterSection tinted />
    </>
  );
}
