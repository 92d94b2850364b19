import type { ServedCreative } from '@meridian/contracts/billboard';
import { Anchor, Box, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** How much of a slot must be on screen before its impression counts. */
const SEEN_RATIO = 0.5;

/** Posts the impression beacon once, the first time at least half of the element is visible. */
function useImpressionBeacon(token: string) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO)) return;
        observer.disconnect();
        void import('./impression-beacon').then(({ sendImpression }) => sendImpression(token));
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [token]);
  return ref;
}

function Banner({ creative }: { creative: ServedCreative }) {
  const { mobile, leaderboard } = creative.images;
  return (
    <picture>
      {mobile ? <source media="(max-width: 47.99em)" srcSet={mobile} width={320} height={100} /> : null}
      <img
        src={leaderboard ?? mobile}
        alt={creative.altText ?? ''}
        width={728}
        height={90}
        style={{ display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto' }}
      />
    </picture>
  );
}

function TextAd({ creative }: { creative: ServedCreative }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={700} c="blue.8">
        {creative.headline}
      </Text>
      <Text size="sm">{creative.line}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {creative.displayHost}
      </Text>
    </Paper>
  );
}

/**
 * A billboard slot: the first creative the server chose, labelled as an advertisement, linking
 * through the signed click redirect. Renders nothing when no creative is served.
 */
export function BillboardSlot({ creatives }: { creatives: readonly ServedCreative[] }) {
  const creative = creatives[0];
  if (!creative) return null;
  return <Slot creative={creative} />;
}

function Slot({ creative }: { creative: ServedCreative }) {
  const ref = useImpressionBeacon(creative.impressionToken);
  return (
    <Box component="aside" aria-label="Advertisement" maw={760} mx="auto" px="md" py="lg" data-testid="billboard-slot">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6} ta="center">
        Advertisement
      </Text>
      <Anchor
        ref={ref}
        href={creative.clickUrl}
        target="_blank"
        rel="sponsored noopener"
        underline="never"
        c="inherit"
        display="block"
      >
        {creative.format === 'image' ? <Banner creative={creative} /> : <TextAd creative={creative} />}
      </Anchor>
    </Box>
  );
}
