import { AB_TEST_DEFAULTS, type AbTestMetric } from '@meridian/contracts/campaigns-ab-test';
import {
  CAMPAIGN_MESSAGES,
  campaignDraftSchema,
  type Campaign,
  type CampaignDraft,
} from '@meridian/contracts/campaigns';
import { isBlankHtml } from '../../components/email-editor/merge-fields';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useDraftSave } from '../../lib/use-draft-save';
import { useCampaignMutations } from './use-campaign-mutations';

export interface ComposeValues extends Record<string, unknown> {
  subject: string;
  preheader: string;
  html: string;
  listIds: string[];
  tags: string[];
  /** The audience's segment id as text; '' for none. */
  segmentId: string;
  /** "Test two subject lines": the A/B test's fields below apply. */
  abEnabled: boolean;
  subjectB: string;
  preheaderB: string;
  testPercent: string;
  metric: string;
  waitHours: string;
}

/** The audience's messages show under the list field; the rest under their own. */
const FIELDS = {
  subject: 'subject',
  preheader: 'preheader',
  html: 'html',
  audience: 'listIds',
  'audience.segmentId': 'segmentId',
  abTest: 'subjectB',
  'abTest.subjectB': 'subjectB',
  'abTest.preheaderB': 'preheaderB',
  'abTest.testPercent': 'testPercent',
  'abTest.metric': 'metric',
  'abTest.waitHours': 'waitHours',
};

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
  audience: {
    listIds: values.listIds.map(Number),
    tags: values.tags,
    segmentId: values.segmentId ? Number(values.segmentId) : null,
  },
  abTest: values.abEnabled
    ? {
        subjectB: values.subjectB,
        preheaderB: values.preheaderB,
        testPercent: values.testPercent,
        metric: values.metric as AbTestMetric,
        waitHours: values.waitHours,
      }
    : null,
});

/** What sending needs beyond a saveable draft (the server says the same). */
function sendRules(values: ComposeValues, withAudience: boolean): Partial<Record<string, string>> {
  return {
    html: isBlankHtml(values.html) ? CAMPAIGN_MESSAGES.bodyRequired : undefined,
    listIds:
      withAudience && values.listIds.length === 0 && values.tags.length === 0 && !values.segmentId
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
    segmentId: campaign?.audience.segmentId ? String(campaign.audience.segmentId) : '',
    abEnabled: Boolean(campaign?.abTest),
    subjectB: campaign?.abTest?.subjectB ?? AB_TEST_DEFAULTS.subjectB,
    preheaderB: campaign?.abTest?.preheaderB ?? AB_TEST_DEFAULTS.preheaderB,
    testPercent: String(campaign?.abTest?.testPercent ?? AB_TEST_DEFAULTS.testPercent),
    metric: campaign?.abTest?.metric ?? AB_TEST_DEFAULTS.metric,
    waitHours: String(campaign?.abTest?.waitHours ?? AB_TEST_DEFAULTS.waitHours),
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
  const saver = useDraftSave({
    form,
    draft: campaign,
    messageFields: MESSAGE_FIELDS,
    create: (body: CampaignDraft) => calls.create.mutateAsync({ body }),
    update: (saved, body) => calls.update.mutateAsync({ params: { id: saved.id }, body }),
    onSaved,
  });
  const { saving, showRefusal } = saver;

  /**
   * Saves what is typed when it differs from the server's copy (always for a new draft), after the
   * contract's checks and, for a send, what sending needs. The saved campaign, or null.
   */
  function save(purpose: 'draft' | 'test' | 'send' = 'draft'): Promise<Campaign | null> {
    const rules =
      purpose === 'draft' ? {} : { extraRules: (values: ComposeValues) => sendRules(values, purpose === 'send') };
    return saver.store(form.checkAgainst(campaignDraftSchema, { toInput, ...rules }));
  }

  return { form, saving, save, showRefusal, calls };
}

export type CampaignCompose = ReturnType<typeof useCampaignCompose>;
