import { Box, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';

const PLACEHOLDER = '--:--:--';

function zoneLabel(now: Date): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const longName = new Intl.DateTimeFormat('en-US', { timeZoneName: 'long' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  if (longName && zone && longName !== zone) return `${longName} (${zone.replace(/_/g, ' ')})`;
  return longName ?? zone ?? 'your time zone';
}

/**
 * The visitor's local time, ticking every second. The server and the first client render show a
 * placeholder, so the markup always matches; the real time starts once the page is interactive.
 */
export function LiveClock() {
  const labelId = useId();
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600} c="dimmed">
        Your local time
      </Text>
      <Text
        component="time"
        dateTime={now ? now.toISOString() : undefined}
        display="block"
        fz={{ base: 36, sm: 44 }}
        fw={800}
        lh={1.15}
        c="brand.8"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {now
          ? now.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit', second: '2-digit' })
          : PLACEHOLDER}
      </Text>
      <Text size="sm" mt={4}>
        {now ? zoneLabel(now) : 'Detecting your time zone…'}
      </Text>
    </Box>
  );
}
