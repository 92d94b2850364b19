import type { LegalDocument } from '@meridian/contracts/content';
import { Container, Paper, Text } from '@mantine/core';
import { useLoaderData } from 'react-router';
import { RichHtml } from '../../features/content/rich-html';
import { PageHero } from '../../components/site/page-hero';
import { formatLongDate } from '../../lib/format';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: (data) => {
    const doc = data as LegalDocument;
    return { title: doc.title, description: doc.summary };
  },
};

/** Affiliate Agreement, Investment Risk Disclosure, Terms, Privacy and GDPR: text from the database. */
export default function LegalPage() {
  const doc = useLoaderData() as LegalDocument;
  return (
    <>
      <PageHero eyebrow="Legal" title={doc.title} lead={doc.summary} />
      <Container size="md" py={48}>
        <Text size="sm" c="dimmed" mb="lg">
          Last updated <time dateTime={doc.updatedAt}>{formatLongDate(doc.updatedAt)}</time> · Version {doc.version}
        </Text>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <RichHtml html={doc.html} />
        </Paper>
      </Container>
    </>
  );
}
