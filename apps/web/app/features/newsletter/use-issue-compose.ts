import { ISSUE_MESSAGES, issueDraftSchema, type Issue, type IssueDraft } from '@meridian/contracts/newsletter-issues';
import { isBlankHtml } from '../../components/email-editor/merge-fields';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useDraftSave } from '../../lib/use-draft-save';
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
  const saver = useDraftSave({
    form,
    draft: issue,
    messageFields: MESSAGE_FIELDS,
    create: (body: IssueDraft) => calls.create.mutateAsync({ body }),
    update: (saved, body) => calls.update.mutateAsync({ params: { id: saved.id }, body }),
    onSaved,
  });
  const { saving, showRefusal } = saver;

  /** Saves what is typed when it differs from the server's copy; the saved issue, or null. */
  function save(purpose: 'draft' | 'test' | 'send' = 'draft'): Promise<Issue | null> {
    const body = form.checkAgainst(issueDraftSchema, {
      toInput,
      ...(purpose === 'draft' ? {} : { extraRules: sendRules }),
    });
    return saver.store(body);
  }

  return { form, saving, save, showRefusal, calls };
}

export type IssueCompose = ReturnType<typeof useIssueCompose>;
