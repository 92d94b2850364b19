import { ISSUE_MESSAGES, issueDraftSchema, type Issue, type IssueDraft } from '@meridian/contracts/newsletter-issues';
import { useState } from 'react';
import { isBlankHtml } from '../../components/email-editor/merge-fields';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useIssueMutations } from './use-issue-mutations';

export interface IssueValues extends Record<string, unknown> {
  subject: string;
  preheader: string;
  html: string;
}

/** Answers the server gives without a field that still belong to one. */
const MESSAGE_FIELDS: Readonly<Record<string, keyof IssueValues>> = {
  [ISSUE_MESSAGES.bodyRequired]: 'html',
  [ISSUE_MESSAGES.subjectRequired]: 'subject',
};

const toInput = (values: IssueValues): IssueDraft => ({
  subject: values.subject,
  preheader: values.preheader,
  html: values.html,
});

/** What a test or a send needs beyond a saveable draft (the server says the same). */
const sendRules = (values: IssueValues) => ({
  html: isBlankHtml(values.html) ? ISSUE_MESSAGES.bodyRequired : undefined,
});

/**
 * The compose form of a draft issue (new when `issue` is null): the contract's messages, saving
 * before a test or a send, every refusal under its field or as the form's message, nothing typed lost.
 */
export function useIssueCompose(issue: Issue | null, onSaved: (saved: Issue) => void) {
  const calls = useIssueMutations();
  const form = useContractForm(issueDraftSchema, {
    initialValues: { subject: issue?.subject ?? '', preheader: issue?.preheader ?? '', html: issue?.html ?? '' },
    toInput,
  });
  const [saving, setSaving] = useState(false);

  function showRefusal(error: unknown) {
    const placed = form.showFailure(error);
    const field = placed.form ? MESSAGE_FIELDS[placed.form] : undefined;
    if (field) form.showErrors({ ...placed.fields, [field]: placed.form ?? '' });
  }

  /** Saves what is typed when it differs from the server's copy; the saved issue, or null. */
  async function save(purpose: 'draft' | 'send' = 'draft'): Promise<Issue | null> {
    const body = form.checkAgainst(issueDraftSchema, {
      toInput,
      ...(purpose === 'send' ? { extraRules: sendRules } : {}),
    });
    if (!body) return null;
    if (issue && !form.dirty) return issue;
    setSaving(true);
    try {
      const saved = issue
        ? await calls.update.mutateAsync({ params: { id: issue.id }, body })
        : await calls.create.mutateAsync({ body });
      form.setInitialValues(form.getValues());
      form.resetDirty();
      onSaved(saved);
      return saved;
    } catch (error) {
      showRefusal(error);
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { form, saving, save, showRefusal, calls };
}

export type IssueCompose = ReturnType<typeof useIssueCompose>;
