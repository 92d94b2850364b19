import { auditSubjectLabel, type AuditEntry } from '@meridian/contracts/audit';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

const ADMIN = '/admin/dashboard';

/** Where settings of each kind are edited. */
const SETTINGS: Record<string, string> = {
  site: `${ADMIN}/settings`,
  rsvp: `${ADMIN}/rsvp`,
  kpi: `${ADMIN}/kpi`,
  'affiliate-program': `${ADMIN}/affiliates`,
  'newsletter-sender': `${ADMIN}/newsletter`,
};

/** The section each CSV file is downloaded from (the staff's own contacts have no admin page). */
function exportSection(file: string): string | null {
  if (file.startsWith('kpi-')) return `${ADMIN}/kpi`;
  const sections: Record<string, string> = {
    rsvps: `${ADMIN}/rsvp`,
    payments: `${ADMIN}/sales`,
    affiliates: `${ADMIN}/affiliates`,
    'email-subscribers': `${ADMIN}/marketingSubscribers`,
    'billboard-stats': `${ADMIN}/billboard`,
    advertisers: `${ADMIN}/billboard`,
    'audit-log': `${ADMIN}/audit`,
  };
  return sections[file] ?? null;
}

/** The admin page of an entry's subject, where one exists (a deleted post has none of its own). */
export function subjectHref(entry: Pick<AuditEntry, 'action' | 'subject'>): string | null {
  const { subject } = entry;
  if (!subject) return null;
  const id = encodeURIComponent(subject.id);
  switch (subject.type) {
    case 'user':
      return `${ADMIN}/users`;
    case 'payment':
      return `${ADMIN}/sales`;
    case 'affiliate':
      return `${ADMIN}/affiliates`;
    case 'blog-post':
      return entry.action === 'blog-post.deleted' ? `${ADMIN}/blog` : `${ADMIN}/blog?id=${id}`;
    case 'faq-entry':
    case 'faq':
      return `${ADMIN}/faq`;
    case 'legal-document':
      return `${ADMIN}/legal?document=${id}`;
    case 'opening':
      return `${ADMIN}/requisition`;
    case 'newsletter-issue':
      return `${ADMIN}/newsletter?id=${id}`;
    case 'creative':
      return `${ADMIN}/billboard`;
    case 'settings':
      return SETTINGS[subject.id] ?? null;
    case 'export':
      return exportSection(subject.id);
    case 'system-mail':
      return `${ADMIN}/settings?tab=mail&mail=${id}`;
    default:
      return null;
  }
}

/** "Blog post: its title" (or its id), the name linked to its admin page where it has one. */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  const { subject } = entry;
  if (!subject) return null;
  const name = subject.label ?? `#${subject.id}`;
  const href = subjectHref(entry);
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {auditSubjectLabel(subject.type)}:{' '}
      {href ? (
        <Anchor component={Link} to={href} inherit>
          {name}
        </Anchor>
      ) : (
        <Text span inherit c="var(--mantine-color-text)">
          {name}
        </Text>
      )}
    </Text>
  );
}
