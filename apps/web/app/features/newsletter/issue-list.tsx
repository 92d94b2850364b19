import type { Issue } from '@meridian/contracts/newsletter-issues';
import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { openRowColumn } from '../../components/admin/open-row-column';
import { Stamp, stampText } from '../../components/admin/stamp';
import { StatCards } from '../../components/admin/stat-cards';
import { StatusWithWhen } from '../../components/admin/status-badge';
import { formatCount } from '../../lib/format';
import { ISSUE_STATUS } from './issue-status';

/** When an issue went or goes out ("Sent Nov 22, 2026, 9:00 AM EST"); nothing for a draft. */
function moment(issue: Issue, zone: string): string | null {
  if (!issue.sendAt || issue.status === 'draft') return null;
  return `${issue.status === 'sent' ? 'Sent' : 'For'} ${stampText(issue.sendAt, zone)}`;
}

function columns(zone: string): DataColumn<Issue>[] {
  return [
    openRowColumn({ title: 'Subject', maxWidth: 360, name: (issue) => issue.subject }),
    {
      title: 'Status',
      maxWidth: 190,
      cell: (issue) => {
        return <StatusWithWhen {...ISSUE_STATUS[issue.status]} when={moment(issue, zone)} />;
      },
    },
    {
      title: 'Recipients',
      numeric: true,
      cell: (issue) => (issue.status === 'draft' ? '—' : formatCount(issue.recipients)),
    },
    { title: 'Last edited', cell: (issue) => <Stamp iso={issue.updatedAt} zone={zone} /> },
    {
      title: 'Archive',
      kind: 'actions',
      cell: (issue) =>
        issue.status === 'sent' && issue.slug ? (
          <Anchor component={Link} to={`/newsletter/${issue.slug}`} size="sm">
            View<VisuallyHidden> “{issue.subject}” in the archive</VisuallyHidden>
          </Anchor>
        ) : null,
    },
  ];
}

interface IssueListProps {
  issues: Issue[] | undefined;
  loading: boolean;
  zone: string;
  empty: ReactNode;
}

/** The issues, the most recently edited first, with how many are drafts, scheduled and sent. */
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
      <DataTable
        label="Newsletter issues"
        columns={columns(zone)}
        rowKey={(issue) => issue.id}
        sort={{ column: 'Last edited', direction: 'descending', caption: 'Most recently edited first' }}
        minWidth={760}
        rows={issues}
        loading={loading}
        empty={empty}
      />
    </>
  );
}
