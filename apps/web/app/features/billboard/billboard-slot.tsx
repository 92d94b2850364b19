import type { ServedCreative } from '@meridian/contracts/billboard';
import { Anchor, Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CreativeView } from './creative-view';

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
        <CreativeView creative={creative} />
      </Anchor>
    </Box>
  );
}
