import { Button, Group, Text } from '@mantine/core';

interface PageNavProps {
  /** What the pages hold, for the navigation's accessible name ("Registrations pages"). */
  label: string;
  page: number;
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null | undefined;
  busy: boolean;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

/** Previous / Next under a keyset-paginated table, with the page number; hidden when there is one page. */
export function PageNav({ label, page, nextCursor, busy, onPrevious, onNext }: PageNavProps) {
  if (page === 1 && !nextCursor && !busy) return null;
  return (
    <Group component="nav" aria-label={`${label} pages`} justify="center" gap="sm">
      <Button variant="default" disabled={page === 1 || busy} onClick={onPrevious}>
        Previous
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page}
      </Text>
      <Button variant="default" disabled={!nextCursor || busy} onClick={() => nextCursor && onNext(nextCursor)}>
        Next
      </Button>
    </Group>
  );
}
