import {
  createSegment,
  listSegments,
  previewSegment,
  SEGMENT_LIMITS,
  SEGMENT_MESSAGES,
  segmentFormSchema,
  updateSegment,
  type Segment,
} from '@meridian/contracts/contacts-segments';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { formatCount } from '../../lib/format';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { SegmentRuleFields, type RuleChoices } from './segment-rule-fields';
import { checkRules, errorsByRule, newRule, toDraft, toRule, type RuleDraft, type RuleErrors } from './segment-rules';

interface SegmentEditorProps {
  /** The saved segment, or null for a new one. */
  segment: Segment | null;
  choices: RuleChoices;
  onSaved: (saved: Segment) => void;
  onCancel: () => void;
}

/** The live count of the rules as typed: debounced, only once they pass the contract's checks. */
function LivePreview({ match, rules, segmentId }: { match: 'all' | 'any'; rules: RuleDraft[]; segmentId?: number }) {
  const input = useMemo(() => ({ match, rules: rules.map(toRule), segmentId }), [match, rules, segmentId]);
  const [debounced] = useDebouncedValue(input, 400);
  const valid = checkRules(debounced.match, rules).ok;
  const preview = useEndpointQuery(
    previewSegment,
    { body: debounced },
    { enabled: valid, placeholderData: keepPreviousData, staleTime: 10_000 },
  );
  let body;
  if (!valid) body = <Text c="dimmed">Finish the conditions to see who matches.</Text>;
  else if (preview.error) body = <Text c="red.9">{errorMessage(preview.error, 'The count could not be made.')}</Text>;
  else if (!preview.data) body = <Loader size="sm" aria-label="Counting" />;
  else {
    const { count, mailable, contacts } = preview.data;
    body = (
      <Stack gap="xs">
        <Text fw={700} data-testid="segment-count">
          {count === 1 ? '1 contact matches' : `${formatCount(count)} contacts match`}
        </Text>
        <Text size="sm" c="dimmed">
          {formatCount(mailable)} of them are subscribed and can receive campaigns.
        </Text>
        {contacts.length > 0 ? (
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-label="First matching contacts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Name</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contacts.map((contact) => (
                  <Table.Tr key={contact.id}>
                    <Table.Td>{contact.email}</Table.Td>
                    <Table.Td>{`${contact.firstName} ${contact.lastName}`.trim() || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" aria-live="polite" aria-busy={preview.isFetching}>
      <Title order={3} size="h4">
        Who matches now
      </Title>
      {body}
    </Stack>
  );
}

/** Builds a segment: its name, all or any, the conditions, and the live count of who matches. */
export function SegmentEditor({ segment, choices, onSaved, onCancel }: SegmentEditorProps) {
  const [name, setName] = useState(segment?.name ?? '');
  const [match, setMatch] = useState<'all' | 'any'>(segment?.match ?? 'all');
  const [rules, setRules] = useState<RuleDraft[]>(() => (segment ? segment.rules.map(toDraft) : [newRule()]));
  const [errors, setErrors] = useState<{ name?: string; rules: RuleErrors; form: string | null }>({
    rules: {},
    form: null,
  });
  const [dirty, setDirty] = useState(false);
  usePageFormGuard(dirty);
  // Leaves only once the guard has heard the form is clean, so leaving after a save asks nothing.
  const [saved, setSaved] = useState<Segment | null>(null);
  useEffect(() => {
    if (saved && !dirty) onSaved(saved);
  }, [saved, dirty, onSaved]);
  const create = useEndpointMutation(createSegment, { invalidates: [listSegments] });
  const update = useEndpointMutation(updateSegment, { invalidates: [listSegments] });

  const touch = () => {
    setDirty(true);
    setErrors({ rules: {}, form: null });
  };
  const changeRule = (index: number, rule: RuleDraft) => {
    touch();
    setRules((all) => all.map((one, at) => (at === index ? rule : one)));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name, match, rules: rules.map(toRule) };
    const parsed = segmentFormSchema.safeParse(body);
    if (!parsed.success) {
      const found = errorsByRule(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === 'name');
      setErrors({
        name: nameIssue?.message,
        rules: found.rules,
        form: nameIssue && found.form === nameIssue.message ? null : found.form,
      });
      return;
    }
    try {
      const stored = segment
        ? await update.mutateAsync({ params: { id: segment.id }, body })
        : await create.mutateAsync({ body });
      setDirty(false);
      setSaved(stored);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        const found = errorsByRule(error.errors);
        const nameError = error.errors.find((e) => e.path === 'name')?.message;
        setErrors({ name: nameError, rules: found.rules, form: nameError ? null : found.form });
      } else {
        setErrors({ rules: {}, form: errorMessage(error, 'The segment could not be saved. Please try again.') });
      }
    }
  }

  return (
    <Stack gap="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label="Segment name"
            withAsterisk
            maxLength={SEGMENT_LIMITS.name}
            value={name}
            onChange={(event) => {
              touch();
              setName(event.currentTarget.value);
            }}
            error={errors.name}
            maw={480}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="segment-match-label">
              Contacts who match
            </Text>
            <SegmentedControl
              aria-labelledby="segment-match-label"
              value={match}
              onChange={(value) => {
                touch();
                setMatch(value as 'all' | 'any');
              }}
              data={[
                { value: 'all', label: 'All conditions' },
                { value: 'any', label: 'Any condition' },
              ]}
              w="fit-content"
            />
          </Stack>
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rules.map((rule, index) => (
              <SegmentRuleFields
                key={rule.key}
                rule={rule}
                index={index}
                choices={choices}
                errors={errors.rules[index]}
                onChange={(next) => changeRule(index, next)}
                onRemove={
                  rules.length > 1
                    ? () => {
                        touch();
                        setRules((all) => all.filter((_, at) => at !== index));
                      }
                    : null
                }
              />
            ))}
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={rules.length >= SEGMENT_LIMITS.rules}
              onClick={() => {
                touch();
                setRules((all) => [...all, newRule()]);
              }}
            >
              Add condition
            </Button>
            {rules.length >= SEGMENT_LIMITS.rules ? (
              <Text size="sm" c="dimmed">
                {SEGMENT_MESSAGES.tooManyRules}
              </Text>
            ) : null}
          </Group>
          <FormError message={errors.form} />
          <Group gap="sm">
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save segment
            </Button>
            <Button variant="default" onClick={onCancel}>
              Back to segments
            </Button>
          </Group>
        </Stack>
      </form>
      {rules.length > 0 ? <LivePreview match={match} rules={rules} segmentId={segment?.id} /> : null}
      <Alert variant="light" color="gray" title="Segments are evaluated when used">
        A campaign sent to a segment, or a sequence filtered by one, takes whoever matches at that moment.
      </Alert>
    </Stack>
  );
}
