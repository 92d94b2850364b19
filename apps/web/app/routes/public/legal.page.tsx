import type { LegalDocument } from '@meridian/contracts/content';
import { Container, Paper, Text } from '@mantine/core';
import { useLoaderData } from 'react-router';
import { MarkdownText } from '../../features/content/markdown';
import { PageHero } from '../../features/site/page-hero';
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
          Last updated {formatLongDate(doc.updatedAt)} · Version {doc.version}
        </Text>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <MarkdownText>{doc.body}</MarkdownText>
        </Paper>
      </Container>
    </>
  );
}
