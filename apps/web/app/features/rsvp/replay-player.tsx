import { AspectRatio, Button, Stack, Text } from '@mantine/core';
import type { ReplayVideo } from '@meridian/contracts/rsvp-join';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

const PROVIDER = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * The HTML5 player of a video file. An uploaded recording's address is signed for a while: the first
 * one stays (a newer one every minute would restart the video), and when it stops working the
 * newest takes over where the video stopped.
 */
function FilePlayer({ video, title }: { video: Extract<ReplayVideo, { player: 'video' }>; title: string }) {
  const [src, setSrc] = useState(video.src);
  const element = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(0);
  // A <source> that changes needs the element to load again.
  useEffect(() => {
    if (resumeAt.current > 0) element.current?.load();
  }, [src]);
  return (
    <AspectRatio ratio={16 / 9} bg="dark.9" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <video
        ref={element}
        controls
        preload="metadata"
        playsInline
        aria-label={`Replay of ${title}`}
        onError={() => {
          if (video.src === src) return;
          resumeAt.current = element.current?.currentTime ?? 0;
          setSrc(video.src);
        }}
        onLoadedMetadata={() => {
          if (element.current && resumeAt.current > 0) element.current.currentTime = resumeAt.current;
          resumeAt.current = 0;
        }}
      >
        <source src={src} type={video.contentType} />
      </video>
    </AspectRatio>
  );
}

/**
 * A session's replay as its page plays it (docs/product.md, Replays): YouTube and Vimeo in their
 * privacy-friendly players, a video file in the HTML5 player, another site's page behind a button.
 */
export function ReplayPlayer({ video, title }: { video: ReplayVideo; title: string }) {
  if (video.player === 'video') return <FilePlayer video={video} title={title} />;
  if (video.player === 'embed') {
    return (
      <AspectRatio ratio={16 / 9} bg="dark.9" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <iframe
          src={video.src}
          title={`Replay of ${title} (${PROVIDER[video.provider]} video)`}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      </AspectRatio>
    );
  }
  const host = new URL(video.href).hostname;
  return (
    <Stack align="center" gap="xs">
      <Button
        component="a"
        href={video.href}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        rightSection={<IconExternalLink size={18} aria-hidden />}
      >
        Watch the replay
      </Button>
      <Text size="sm" c="dimmed">
        The replay is hosted on {host} and opens in a new tab.
      </Text>
    </Stack>
  );
}
