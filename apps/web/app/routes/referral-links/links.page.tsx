import { listReferralLinks, type ReferralLinkKind } from '@meridian/contracts/referral-links';
import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { LinkCard } from '../../features/referral-links/link-card';
import { OwnPromoCodes } from '../../features/referral-links/own-promo-codes';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const QrModal = lazy(() => import('../../features/referral-links/qr-modal'));

/** "Links" in the Affiliate and Sales panels: the caller's four referral links and their clicks. */
export default function LinksPage() {
  const links = useEndpointQuery(listReferralLinks, { query: {} });
  const [qr, setQr] = useState<{ kind: ReferralLinkKind; tag: string } | null>(null);
  return (
    <Stack gap="lg" maw={1200}>
      <SectionHeader
        title="Links"
        summary="Your referral links, ready to copy and share. A click counts once per visitor per day."
        action={null}
      />
      {links.error ? (
        <LoadError
          title="Links"
          message={errorMessage(links.error, 'Your links could not be loaded. Please try again.')}
          onRetry={() => void links.refetch()}
        />
      ) : links.data ? (
        <>
          <Text size="sm" c="dimmed">
            Your referral code is <strong>{links.data.code}</strong>. Visitors who arrive through your links are
            credited to you for 30 days.
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {links.data.links.map((link) => (
              <LinkCard key={link.kind} link={link} onQr={(tag) => setQr({ kind: link.kind, tag })} />
            ))}
          </SimpleGrid>
          <OwnPromoCodes />
        </>
      ) : (
        <Center mih={200}>
          <Loader aria-label="Loading your links" />
        </Center>
      )}
      <Suspense fallback={null}>
        {qr ? <QrModal kind={qr.kind} tag={qr.tag} onClose={() => setQr(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
