import { getIssue, getNewsletterSender, listIssues, type Issue } from '@meridian/contracts/newsletter-issues';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconNews, IconPencilPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useOutletContext } from 'react-router';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { IssueCompose } from '../../features/newsletter/issue-compose';
import { IssueDetail } from '../../features/newsletter/issue-detail';
import { IssueList } from '../../features/newsletter/issue-list';
import { NewsletterSenderNotice } from '../../features/newsletter/newsletter-sender-notice';
import { NewsletterSenderPicker } from '../../features/newsletter/newsletter-sender-picker';
import { useIssueMutations } from '../../features/newsletter/use-issue-mutations';
import type { PanelOutletContext } from '../../components/panels/section-types';
import { EmptyState } from '../../components/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';
import { errorMessage } from '../../lib/error-message';
import { useDraftRoute } from '../../lib/use-draft-route';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/**
 * The admin's "Newsletter" (docs/decisions/2026-11-23-newsletter-issues.md): issues for the confirmed
 * subscribers and who sends them. `?new` writes an issue, `?id=7` opens one: a draft to edit, a
 * scheduled or sent one to look at.
 */
export default function NewsletterIssuesPage() {
  const { user } = useOutletContext<PanelOutletContext>();
  const [zone] = useState(browserTimeZone);
  const [deleting, setDeleting] = useState<Issue | null>(null);
  const [unscheduling, setUnscheduling] = useState<Issue | null>(null);
  const calls = useIssueMutations();
  const route = useDraftRoute<Issue>(getIssue);
  const { id, composingNew, show, toList } = route;
  const issues = useEndpointQuery(listIssues, {}, { enabled: id === null && !composingNew });
  const opened = useEndpointQuery(getIssue, { params: { id: id ?? 0 } }, { enabled: id !== null });
  const sender = useEndpointQuery(getNewsletterSender);
  const from = sender.data?.from ?? null;
  const { refetch: refetchSender } = sender;
  const senderConnected = useCallback(() => void refetchSender(), [refetchSender]);

  const newIssue = (
    <Button leftSection={<IconPencilPlus size={16} aria-hidden />} onClick={() => show({ new: '1' })}>
      Write an issue
    </Button>
  );

  async function remove(issue: Issue) {
    const done = await calls.remove.run(
      { params: { id: issue.id } },
      { title: 'Newsletter', fallback: 'The draft could not be deleted.' },
    );
    setDeleting(null);
    if (done) toList(true);
  }

  /** Back to draft: the issue reopens in the editor. */
  async function unschedule(issue: Issue) {
    await calls.unschedule.run(
      { params: { id: issue.id } },
      { title: 'Newsletter', fallback: 'The schedule could not be cancelled.' },
    );
    setUnscheduling(null);
  }

  function body() {
    if (composingNew || (id !== null && opened.data?.status === 'draft')) {
      return (
        <IssueCompose
          key={route.composeKey}
          issue={id === null ? null : (opened.data ?? null)}
          from={from}
          sendBlocked={
            sender.data && !from ? (
              <NewsletterSenderNotice sender={sender.data} userId={user.id} onConnected={senderConnected} />
            ) : null
          }
          onSaved={route.onSaved}
          onSent={route.onSent}
          onDelete={setDeleting}
          onClose={() => toList()}
        />
      );
    }
    if (id !== null) {
      if (opened.error) {
        return (
          <LoadError
            title="Newsletter issue"
            message={errorMessage(opened.error, 'The issue could not be loaded.')}
            onRetry={() => void opened.refetch()}
          />
        );
      }
      if (!opened.data) return <Loader aria-label="Loading the issue" />;
      const issue = opened.data;
      return (
        <IssueDetail
          issue={issue}
          from={from ?? 'the newsletter sender'}
          zone={zone}
          onClose={() => toList()}
          onUnschedule={() => setUnscheduling(issue)}
        />
      );
    }
    return (
      <>
        <NewsletterSenderPicker userId={user.id} />
        {issues.error ? (
          <LoadError
            title="Newsletter issues"
            message={errorMessage(issues.error, 'The issues could not be loaded.')}
            onRetry={() => void issues.refetch()}
          />
        ) : null}
        <IssueList
          issues={issues.data?.items}
          loading={issues.isFetching}
          zone={zone}
          empty={
            <EmptyState icon={<IconNews size={28} />} title="No newsletter issues yet" action={newIssue}>
              Write your first issue: send yourself a test, then send it now or schedule it. It goes to every confirmed
              subscriber and joins the public archive at /newsletter.
            </EmptyState>
          }
        />
      </>
    );
  }

  const editing = composingNew || opened.data?.status === 'draft';
  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title={composingNew ? 'New issue' : editing ? 'Edit issue' : id !== null ? 'Newsletter issue' : 'Newsletter'}
        summary="Issues for the confirmed newsletter subscribers. Every sent issue is public in the newsletter archive."
        action={id === null && !composingNew ? newIssue : null}
      />
      {body()}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this draft?"
        confirmLabel="Delete draft"
        busy={calls.remove.isPending}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        <Text>“{deleting?.subject}” will be deleted. This cannot be undone.</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={unscheduling !== null}
        title="Cancel this schedule?"
        confirmLabel="Cancel schedule"
        busy={calls.unschedule.isPending}
        onConfirm={() => unscheduling && void unschedule(unscheduling)}
        onClose={() => setUnscheduling(null)}
      >
        <Text>
          “{unscheduling?.subject}” will not go out. It goes back to your drafts, where you can edit it and send or
          schedule it again.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
