import type { Issue } from '@meridian/contracts/newsletter-issues';
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/admin/data-table';
import { MomentCell } from '../../components/admin/moment-cell';
import { StatCards } from '../../components/admin/stat-cards';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatCount } from '../../lib/format';
import { ISSUE_STATUS } from './issue-status';

const COLUMNS = ['Status', 'Subject', 'Recipients', 'When', 'Archive'];

/** When an issue went or goes out, else when it was last edited. */
const when = (issue: Issue) =>
  issue.status === 'sent'
    ? { label: 'Sent', iso: issue.sendAt }
    : issue.status === 'scheduled'
      ? { label: 'Scheduled for', iso: issue.sendAt }
      : { label: 'Edited', iso: issue.updatedAt };

interface IssueListProps {
  issues: Issue[] | undefined;
  loading: boolean;
  zone: string;
  empty: ReactNode;
}

/** The issues, newest first, with how many are drafts, scheduled and sent. */
export function IssueList({ issues, loading, zone, empty }: IssueListProps) {
  const count = (status: Issue['status']) =>
    formatCount(issues?.filter((issue) => issue.status === status).length ?? 0);
  return (
    <>
      {issues && issues.length > 0 ? (
        <StatCards
          columns={3}
          cards={[
            { label: 'Drafts', value: count('draft') },
            { label: 'Scheduled', value: count('scheduled') },
            { label: 'Sent', value: count('sent') },
          ]}
        />
      ) : null}
      <DataTable<Issue>
        label="Newsletter issues"
        columns={COLUMNS}
        minWidth={760}
        rows={issues}
        loading={loading}
        empty={empty}
      >
        {(issue) => {
          const moment = when(issue);
          return (
            <Table.Tr key={issue.id}>
              <Table.Td>
                <StatusBadge {...ISSUE_STATUS[issue.status]} />
              </Table.Td>
              <Table.Td maw={360}>
                <Anchor component={Link} to={`?id=${issue.id}`} fw={600} style={{ wordBreak: 'break-word' }}>
                  {issue.subject}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{issue.status === 'draft' ? '—' : formatCount(issue.recipients)}</Text>
              </Table.Td>
              <MomentCell {...moment} zone={zone} />
              <Table.Td>
                {issue.status === 'sent' && issue.slug ? (
                  <Anchor component={Link} to={`/newsletter/${issue.slug}`} size="sm">
                    View<VisuallyHidden> “{issue.subject}” in the archive</VisuallyHidden>
                  </Anchor>
                ) : (
                  <Text size="sm">—</Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        }}
      </DataTable>
    </>
  );
}
