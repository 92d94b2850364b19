import { auditActionLabel, type AuditChange, type AuditEntry } from '@meridian/contracts/audit';
import { roleLabels, type RoleName } from '@meridian/contracts/roles';
import { Stack, Text } from '@mantine/core';
import type { DataColumn } from '../../components/admin/data-table';
import { Stamp } from '../../components/admin/stamp';
import { AuditSubject } from './audit-subject';

/** A stored field name as words: `seatRatePercent` → "Seat rate percent". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function changeText({ field, before, after }: AuditChange): string {
  if (before === null) return `${fieldLabel(field)}: ${after ?? '—'}`;
  return `${fieldLabel(field)}: ${before} → ${after ?? '(none)'}`;
}

export function actorName(entry: AuditEntry): string {
  if (entry.actor.userId === null) return 'The site itself';
  return entry.actor.name ?? `Former account #${entry.actor.userId}`;
}

const roleText = (roles: string[]) => roles.map((role) => roleLabels[role as RoleName] ?? role).join(', ');

function Who({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <Text size="sm">{actorName(entry)}</Text>
      {entry.actor.roles.length > 0 ? (
        <Text size="xs" c="dimmed">
          {roleText(entry.actor.roles)}
        </Text>
      ) : null}
    </>
  );
}

function Changes({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {changes.map((change) => (
        <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {changeText(change)}
        </Text>
      ))}
    </Stack>
  );
}

function Origin({ entry }: { entry: AuditEntry }) {
  if (!entry.address) return <Text size="sm">The site itself</Text>;
  return (
    <>
      <Text size="sm">{entry.address}</Text>
      {entry.userAgent ? (
        <Text size="xs" c="dimmed" lineClamp={1} title={entry.userAgent} style={{ overflowWrap: 'anywhere' }}>
          {entry.userAgent}
        </Text>
      ) : null}
      {entry.requestId ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Request {entry.requestId}
        </Text>
      ) : null}
    </>
  );
}

function What({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {auditActionLabel(entry.action)}
      </Text>
      <div>
        <AuditSubject entry={entry} />
      </div>
    </Stack>
  );
}

/** The Audit log's columns: when, what (and about what), who (with the roles they held), the change, from where. */
export function auditColumns(zone: string): DataColumn<AuditEntry>[] {
  return [
    { title: 'When', cell: (entry) => <Stamp iso={entry.at} zone={zone} /> },
    { title: 'What', kind: 'main', maxWidth: 240, cell: (entry) => <What entry={entry} /> },
    { title: 'Who', maxWidth: 160, cell: (entry) => <Who entry={entry} /> },
    { title: 'Change', maxWidth: 260, cell: (entry) => <Changes changes={entry.changes} /> },
    { title: 'From', maxWidth: 210, cell: (entry) => <Origin entry={entry} /> },
  ];
}
