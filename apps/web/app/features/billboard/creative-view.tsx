import type { Creative } from '@meridian/contracts/billboard-creatives';
import { Paper, Text } from '@mantine/core';

/** What a creative looks like in its slot (public pages, the admin's review, the advertiser's list). */
export type CreativeLook = Pick<Creative, 'format' | 'headline' | 'line' | 'altText' | 'images'> & {
  /** The host under a text ad. */
  displayHost: string;
};

function Banner({ creative }: { creative: CreativeLook }) {
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

function TextAd({ creative }: { creative: CreativeLook }) {
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

/** An image banner (the phone size on narrow screens) or a text ad with its host. */
export function CreativeView({ creative }: { creative: CreativeLook }) {
  return creative.format === 'image' ? <Banner creative={creative} /> : <TextAd creative={creative} />;
}

/** The host a target URL shows under a text ad. */
export function displayHostOf(targetUrl: string): string {
  return URL.canParse(targetUrl) ? new URL(targetUrl).hostname.replace(/^www\./, '') : targetUrl;
}
