import type {
  SEGMENT_ENGAGEMENT_OPERATORS,
  SEGMENT_TEXT_OPERATORS,
  SEGMENT_WEBINAR_OPERATORS,
} from '@meridian/contracts/contacts-segments';
import {
  SEGMENT_CONTACT_FIELDS,
  SEGMENT_NEWSLETTER_STATUSES,
  segmentDefinitionSchema,
  type SegmentRule,
  type SegmentRuleInput,
  type SegmentRuleKind,
} from '@meridian/contracts/contacts-segments';
import { CONTACT_STATUS_LABELS, contactStatusSchema } from '@meridian/contracts/contacts';

/** One condition as the builder edits it: every value as typed (text), whatever the kind uses. */
export interface RuleDraft {
  key: number;
  kind: SegmentRuleKind;
  op: string;
  field: string;
  value: string;
  status: string;
  days: string;
  tag: string;
  listId: string;
  question: string;
  answer: string;
  campaignId: string;
  sessionId: string;
}

type Option = { value: string; label: string };
const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const KIND_OPTIONS: Option[] = options({
  contactField: 'Contact field',
  contactStatus: 'Contact status',
  contactAdded: 'Contact added',
  tag: 'Tag',
  list: 'List',
  engagement: 'Opens and clicks',
  webinar: 'Webinar',
  answer: 'Registration answer',
  newsletter: 'Newsletter',
  source: 'Source',
});

const TEXT_OPERATOR_LABELS: Record<(typeof SEGMENT_TEXT_OPERATORS)[number], string> = {
  is: 'is',
  isNot: 'is not',
  contains: 'contains',
  notContains: 'does not contain',
  startsWith: 'starts with',
};
const ENGAGEMENT_LABELS: Record<(typeof SEGMENT_ENGAGEMENT_OPERATORS)[number], string> = {
  opened: 'opened',
  clicked: 'clicked',
  notOpened: 'did not open',
  notClicked: 'did not click',
};
const WEBINAR_LABELS: Record<(typeof SEGMENT_WEBINAR_OPERATORS)[number], string> = {
  registered: 'registered',
  paid: 'paid for a seat',
  attended: 'attended',
  notRegistered: 'did not register',
  notPaid: 'did not pay',
  notAttended: 'did not attend',
};

/** Each kind's operators, in the builder's words. */
export const OPERATOR_OPTIONS: Record<SegmentRuleKind, Option[]> = {
  contactField: options(TEXT_OPERATOR_LABELS),
  contactStatus: options({ is: 'is', isNot: 'is not' }),
  contactAdded: options({ withinDays: 'in the last', beforeDays: 'more than' }),
  tag: options({ has: 'has', hasNot: 'does not have' }),
  list: options({ in: 'is on', notIn: 'is not on' }),
  engagement: options(ENGAGEMENT_LABELS),
  webinar: options(WEBINAR_LABELS),
  answer: options({ is: 'answered', isNot: 'did not answer' }),
  newsletter: options({ is: 'is', isNot: 'is not' }),
  source: options({ is: 'came through', isNot: 'did not come through' }),
};

export const FIELD_OPTIONS: Option[] = SEGMENT_CONTACT_FIELDS.map((value) => ({
  value,
  label: { email: 'Email', firstName: 'First name', lastName: 'Last name' }[value],
}));
export const CONTACT_STATUS_OPTIONS: Option[] = contactStatusSchema.options.map((value) => ({
  value,
  label: CONTACT_STATUS_LABELS[value],
}));
export const NEWSLETTER_OPTIONS: Option[] = SEGMENT_NEWSLETTER_STATUSES.map((value) => ({
  value,
  label: { subscribed: 'subscribed', confirmed: 'confirmed', unsubscribed: 'unsubscribed' }[value],
}));

let nextKey = 1;

/** A new condition of `kind` with its first operator. */
export function newRule(kind: SegmentRuleKind = 'tag'): RuleDraft {
  nextKey += 1;
  return {
    key: nextKey,
    kind,
    op: OPERATOR_OPTIONS[kind][0]!.value,
    field: 'email',
    value: '',
    status: kind === 'newsletter' ? 'confirmed' : 'subscribed',
    days: kind === 'contactAdded' ? '30' : '',
    tag: '',
    listId: '',
    question: '',
    answer: '',
    campaignId: '',
    sessionId: '',
  };
}

const id = (text: string) => (text === '' ? null : Number(text));
const days = (text: string) => (text.trim() === '' ? null : Number(text));

/** The condition as the API takes it. */
export function toRule(draft: RuleDraft): SegmentRuleInput {
  const op = draft.op as never;
  switch (draft.kind) {
    case 'contactField':
      return { kind: 'contactField', field: draft.field as never, op, value: draft.value };
    case 'contactStatus':
      return { kind: 'contactStatus', op, status: draft.status as never };
    case 'contactAdded':
      return { kind: 'contactAdded', op, days: Number(draft.days) };
    case 'tag':
      return { kind: 'tag', op, tag: draft.tag };
    case 'list':
      return { kind: 'list', op, listId: id(draft.listId) as never };
    case 'answer':
      return { kind: 'answer', op, question: draft.question, answer: draft.answer };
    case 'engagement':
      return { kind: 'engagement', op, campaignId: id(draft.campaignId), days: days(draft.days) };
    case 'webinar':
      return { kind: 'webinar', op, sessionId: id(draft.sessionId), days: days(draft.days) };
    case 'newsletter':
      return { kind: 'newsletter', op, status: draft.status as never };
    case 'source':
      return { kind: 'source', op, source: 'affiliate' };
  }
}

/** A saved condition back in the builder. */
export function toDraft(rule: SegmentRule): RuleDraft {
  const draft = { ...newRule(rule.kind), op: rule.op };
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  switch (rule.kind) {
    case 'contactField':
      return { ...draft, field: rule.field, value: rule.value };
    case 'contactStatus':
      return { ...draft, status: rule.status };
    case 'contactAdded':
      return { ...draft, days: String(rule.days) };
    case 'tag':
      return { ...draft, tag: rule.tag };
    case 'list':
      return { ...draft, listId: String(rule.listId) };
    case 'answer':
      return { ...draft, question: rule.question, answer: rule.answer };
    case 'engagement':
      return { ...draft, campaignId: text(rule.campaignId), days: text(rule.days) };
    case 'webinar':
      return { ...draft, sessionId: text(rule.sessionId), days: text(rule.days) };
    case 'newsletter':
      return { ...draft, status: rule.status };
    case 'source':
      return draft;
  }
}

/** The field a condition's message goes under: `rules.2.days` → `days`. */
export type RuleErrors = Record<number, Record<string, string>>;

/**
 * The contract's check of the rules, or the first message per condition and field (`rules.N.field`,
 * as the server names them too) and the form's own message.
 */
export function checkRules(
  match: 'all' | 'any',
  drafts: readonly RuleDraft[],
): { ok: true } | { ok: false; rules: RuleErrors; form: string | null } {
  const parsed = segmentDefinitionSchema.safeParse({ match, rules: drafts.map(toRule) });
  if (parsed.success) return { ok: true };
  return {
    ok: false,
    ...errorsByRule(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))),
  };
}

/** Field errors (from the contract or the server's 422) by condition index and field. */
export function errorsByRule(errors: readonly { path: string; message: string }[]): {
  rules: RuleErrors;
  form: string | null;
} {
  const rules: RuleErrors = {};
  let form: string | null = null;
  for (const { path, message } of errors) {
    const [head, index, field] = path.split('.');
    if (head === 'rules' && index !== undefined && field !== undefined) {
      const at = (rules[Number(index)] ??= {});
      at[field] ??= message;
    } else {
      form ??= message;
    }
  }
  return { rules, form };
}
