import { getArchiveIssue, type ArchiveIssue } from '@meridian/contracts/newsletter-archive';
import { Anchor, Container, Paper, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { IssueBody } from '../../features/newsletter/issue-body';
import { NewsletterSection } from '../../components/site/newsletter-section';
import { PageHero } from '../../components/site/page-hero';
import { formatLongDate } from '../../lib/format';
import type { RouteHandle } from '../../lib/page-meta';
import { dataSource } from '../../lib/public-data';
import NotFoundPage from './not-found.page';
import { PageErrorBoundary } from './page-error-boundary';

/** One archived issue; an unknown slug is the site's 404 page (with status 404). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  try {
    return await dataSource(context).read(getArchiveIssue, { params: { slug: params.slug ?? '' } });
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const handle: RouteHandle = {
  newsletterBand: true,
  meta: (loaded) => {
    const issue = loaded as ArchiveIssue | undefined;
    if (!issue)
      return { title: 'Page not found', description: 'The page you asked for does not exist.', noindex: true };
    return {
      title: issue.subject,
      description: issue.preheader || `Newsletter issue of ${formatLongDate(issue.sentAt)}.`,
    };
  },
};

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <PageErrorBoundary />;
}

/** /newsletter/:slug: one sent issue as subscribers read it, with the way back to the archive. */
export default function NewsletterIssuePage() {
  const issue = useLoaderData() as ArchiveIssue;
  return (
    <>
      <PageHero
        eyebrow={`Newsletter · ${formatLongDate(issue.sentAt)}`}
        title={issue.subject}
        lead={issue.preheader || undefined}
      />
      <Container size="md" py={48}>
        <Anchor
          component={Link}
          to="/newsletter"
          size="sm"
          mb="lg"
          display="inline-flex"
          style={{ gap: 4, alignItems: 'center' }}
        >
          <IconArrowLeft size={16} aria-hidden /> All issues
        </Anchor>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="article" aria-label={issue.subject}>
          <IssueBody html={issue.html} />
        </Paper>
        <Text size="sm" c="dimmed" mt="md">
          Sent to newsletter subscribers on <time dateTime={issue.sentAt}>{formatLongDate(issue.sentAt)}</time>.
        </Text>
      </Container>
      <NewsletterSection tinted />
    </>
  );
}
