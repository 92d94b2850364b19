import {
  CAMPAIGN_MESSAGES,
  campaignDraftSchema,
  type Campaign,
  type CampaignDraft,
} from '@meridian/contracts/campaigns';
import { useState } from 'react';
import { isBlankHtml } from '../../components/email-editor/merge-fields';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useCampaignMutations } from './use-campaign-mutations';

export interface ComposeValues extends Record<string, unknown> {
  subject: string;
  preheader: string;
  html: string;
  listIds: string[];
  tags: string[];
}

/** The audience's messages show under the list field; the rest under their own. */
const FIELDS = { subject: 'subject', preheader: 'preheader', html: 'html', audience: 'listIds' };

/** Answers the server gives without a field that still belong to one. */
const MESSAGE_FIELDS: Readonly<Record<string, keyof ComposeValues>> = {
  [CAMPAIGN_MESSAGES.noRecipients]: 'listIds',
  [CAMPAIGN_MESSAGES.audienceRequired]: 'listIds',
  [CAMPAIGN_MESSAGES.bodyRequired]: 'html',
  [CAMPAIGN_MESSAGES.subjectRequired]: 'subject',
};

const toInput = (values: ComposeValues): CampaignDraft => ({
  subject: values.subject,
  preheader: values.preheader,
  html: values.html,
  audience: { listIds: values.listIds.map(Number), tags: values.tags },
});

/** What sending needs beyond a saveable draft (the server says the same). */
function sendRules(values: ComposeValues, withAudience: boolean): Partial<Record<string, string>> {
  return {
    html: isBlankHtml(values.html) ? CAMPAIGN_MESSAGES.bodyRequired : undefined,
    listIds:
      withAudience && values.listIds.length === 0 && values.tags.length === 0
        ? CAMPAIGN_MESSAGES.audienceRequired
        : undefined,
  };
}

export function composeValues(campaign: Campaign | null): ComposeValues {
  return {
    subject: campaign?.subject ?? '',
    preheader: campaign?.preheader ?? '',
    html: campaign?.html ?? '',
    listIds: (campaign?.audience.listIds ?? []).map(String),
    tags: campaign?.audience.tags ?? [],
  };
}

/**
 * The compose form of a draft (new when `campaign` is null): the contract's messages, saving before
 * a test or a send, and every refusal under its field or as the form's message.
 */
export function useCampaignCompose(campaign: Campaign | null, onSaved: (saved: Campaign) => void) {
  const calls = useCampaignMutations();
  const form = useContractForm(campaignDraftSchema, {
    initialValues: composeValues(campaign),
    toInput,
    fields: FIELDS,
  });
  const [saving, setSaving] = useState(false);

  /** Shows a refusal: under the field it concerns, else for the whole form. */
  function showRefusal(error: unknown) {
    const placed = form.showFailure(error);
    const field = placed.form ? MESSAGE_FIELDS[placed.form] : undefined;
    if (field) form.showErrors({ ...placed.fields, [field]: placed.form ?? '' });
  }

  /**
   * Saves what is typed when it differs from the server's copy (always for a new draft), after the
   * contract's checks and, for a send, what sending needs. The saved campaign, or null.
   */
  async function save(purpose: 'draft' | 'test' | 'send' = 'draft'): Promise<Campaign | null> {
    const rules =
      purpose === 'draft' ? {} : { extraRules: (values: ComposeValues) => sendRules(values, purpose === 'send') };
    const body = form.checkAgainst(campaignDraftSchema, { toInput, ...rules });
    if (!body) return null;
    if (campaign && !form.dirty) return campaign;
    setSaving(true);
    try {
      const saved = campaign
        ? await calls.update.mutateAsync({ params: { id: campaign.id }, body })
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

export type CampaignCompose = ReturnType<typeof useCampaignCompose>;
