import { legalPagePaths, legalSlugs, type LegalSlug } from '@meridian/contracts/content';
import { contentDocumentKey, getAdminLegal, listAdminLegal } from '@meridian/contracts/content-admin';
import { Anchor, Center, Grid, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { LegalForm } from '../../features/content/legal-form';
import { VersionHistory } from '../../features/content/version-history';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const TITLES: Record<LegalSlug, string> = {
  'affiliate-agreement': 'Affiliate Agreement',
  'risk-disclosure': 'Investment Risk Disclosure',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  gdpr: 'GDPR',
};

const isLegalSlug = (value: string | null): value is LegalSlug => legalSlugs.some((s) => s === value);

/**
 * "Legal" in the admin panel: the five legal documents, each edited as rich text with its versions.
 * `?document=privacy` opens one, so Back and a reload keep the document being edited.
 */
export default function LegalPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('document');
  const slug: LegalSlug = isLegalSlug(requested) ? requested : 'terms';
  const list = useEndpointQuery(listAdminLegal);
  const doc = useEndpointQuery(getAdminLegal, { params: { slug } });
  const titleOf = (s: LegalSlug) => list.data?.find((d) => d.slug === s)?.title ?? TITLES[s];

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Legal"
        summary="The legal pages of the website. Every save is a new version; the public page shows when it was last updated."
        action={null}
      />
      <Select
        label="Document"
        data={legalSlugs.map((s) => ({ value: s, label: titleOf(s) }))}
        value={slug}
        onChange={(value) => {
          if (isLegalSlug(value) && value !== slug) setParams({ document: value });
        }}
        allowDeselect={false}
        maw={360}
      />
      {doc.error ? (
        <LoadError
          title="Legal"
          message={errorMessage(doc.error, 'The document could not be loaded. Please try again.')}
          onRetry={() => void doc.refetch()}
        />
      ) : !doc.data || doc.data.slug !== slug ? (
        <Center mih={200}>
          <Loader aria-label="Loading the document" />
        </Center>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                Version {doc.data.version} · last updated {formatDateTime(doc.data.updatedAt)}
                {doc.data.updatedBy ? ` by ${doc.data.updatedBy}` : ''} ·{' '}
                <Anchor href={legalPagePaths[slug]} target="_blank" size="sm">
                  View the public page
                </Anchor>
              </Text>
              <LegalForm key={`${slug}-${doc.data.version}`} doc={doc.data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="legal-history">
              <Title order={2} size="h4" id="legal-history" mb="sm">
                History
              </Title>
              <VersionHistory document={contentDocumentKey.legal(slug)} onRestored={() => void doc.refetch()} />
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
