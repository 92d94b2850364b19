import type { IconNotes } from '@tabler/icons-react';

/** What a section says before later work fills it: an icon, what it is for, and its empty state. */
export interface SectionCopy {
  icon: typeof IconNotes;
  /** One sentence under the h1: what this section is for. */
  summary: string;
  emptyTitle: string;
  /** What will appear here and who puts it there. */
  emptyText: string;
}
