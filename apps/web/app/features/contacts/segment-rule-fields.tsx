import { SEGMENT_LIMITS, type SegmentRuleKind } from '@meridian/contracts/contacts-segments';
import { ActionIcon, Group, Paper, Select, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  CONTACT_STATUS_OPTIONS,
  FIELD_OPTIONS,
  KIND_OPTIONS,
  NEWSLETTER_OPTIONS,
  OPERATOR_OPTIONS,
  newRule,
  type RuleDraft,
} from './segment-rules';

export interface RuleChoices {
  lists: readonly { value: string; label: string }[];
  campaigns: readonly { value: string; label: string }[];
  sessions: readonly { value: string; label: string }[];
}

interface SegmentRuleFieldsProps {
  rule: RuleDraft;
  index: number;
  choices: RuleChoices;
  errors: Record<string, string> | undefined;
  onChange: (rule: RuleDraft) => void;
  onRemove: (() => void) | null;
}

const FIELD_WIDTH = { base: '100%', sm: 200 };

/** One condition: what it looks at, how it compares, and the value(s) that kind needs. */
export function SegmentRuleFields({ rule, index, choices, errors = {}, onChange, onRemove }: SegmentRuleFieldsProps) {
  const n = index + 1;
  const set = (patch: Partial<RuleDraft>) => onChange({ ...rule, ...patch });
  const text = (key: keyof RuleDraft, label: string, extra: { placeholder?: string; description?: string } = {}) => (
    <TextInput
      label={`${label} (condition ${n})`}
      value={String(rule[key])}
      maxLength={SEGMENT_LIMITS.value}
      onChange={(event) => set({ [key]: event.currentTarget.value })}
      error={errors[key]}
      w={FIELD_WIDTH}
      {...extra}
    />
  );
  const select = (
    key: keyof RuleDraft,
    label: string,
    data: readonly { value: string; label: string }[],
    anyLabel?: string,
  ) => (
    <Select
      label={`${label} (condition ${n})`}
      data={anyLabel ? [{ value: '', label: anyLabel }, ...data] : [...data]}
      value={String(rule[key])}
      allowDeselect={false}
      searchable={data.length > 8}
      placeholder={data.length === 0 && !anyLabel ? 'None yet' : undefined}
      onChange={(value) => set({ [key]: value ?? '' })}
      error={errors[key]}
      w={FIELD_WIDTH}
    />
  );
  const windowDays = text('days', 'In the last N days', { placeholder: 'Any time' });

  return (
    <Paper withBorder p="sm" component="li">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={`Condition ${n}`}
          data={KIND_OPTIONS}
          value={rule.kind}
          allowDeselect={false}
          onChange={(kind) => kind && onChange({ ...newRule(kind as SegmentRuleKind), key: rule.key })}
          error={errors.kind}
          w={FIELD_WIDTH}
        />
        {rule.kind === 'contactField' ? select('field', 'Field', FIELD_OPTIONS) : null}
        {select('op', 'Operator', OPERATOR_OPTIONS[rule.kind])}
        {rule.kind === 'contactField' ? text('value', 'Value') : null}
        {rule.kind === 'contactStatus' ? select('status', 'Status', CONTACT_STATUS_OPTIONS) : null}
        {rule.kind === 'contactAdded' ? text('days', 'Days') : null}
        {rule.kind === 'tag' ? text('tag', 'Tag') : null}
        {rule.kind === 'list' ? select('listId', 'List', choices.lists) : null}
        {rule.kind === 'answer' ? (
          <>
            {text('question', 'Question')}
            {text('answer', 'Answer')}
          </>
        ) : null}
        {rule.kind === 'engagement' ? (
          <>
            {select('campaignId', 'Campaign', choices.campaigns, 'Any email')}
            {windowDays}
          </>
        ) : null}
        {rule.kind === 'webinar' ? (
          <>
            {select('sessionId', 'Session', choices.sessions, 'Any session')}
            {windowDays}
          </>
        ) : null}
        {rule.kind === 'newsletter' ? select('status', 'Newsletter status', NEWSLETTER_OPTIONS) : null}
        {rule.kind === 'source' ? (
          <TextInput label={`Source (condition ${n})`} value="an affiliate" readOnly w={FIELD_WIDTH} />
        ) : null}
        {onRemove ? (
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            mt={26}
            onClick={onRemove}
            aria-label={`Remove condition ${n}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}
