import { IconLayoutDashboard } from '@tabler/icons-react';
import { adminSectionCopy } from './admin-section-copy';
import type { SectionCopy } from './section-copy-type';
import { staffSectionCopy } from './staff-section-copy';

const FALLBACK: SectionCopy = {
  icon: IconLayoutDashboard,
  summary: '',
  emptyTitle: 'Nothing here yet',
  emptyText: 'This section has no content yet.',
};

/** A section's icon, summary and empty state by its path. */
export function sectionCopy(path: string): SectionCopy {
  return adminSectionCopy[path] ?? staffSectionCopy[path] ?? FALLBACK;
}
