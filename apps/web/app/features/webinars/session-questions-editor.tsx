import {
  ActionIcon,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  QUESTION_LIMITS,
  type QuestionKind,
} from '@meridian/contracts/webinars-questions';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { newQuestion } from './session-form-values';
import type { SessionFormState } from './use-session-form';

const KIND_OPTIONS = QUESTION_KINDS.map((kind) => ({ value: kind, label: QUESTION_KIND_LABELS[kind] }));

/**
 * Manage Events → a session's registration questions (docs/product.md, Registration questions): the
 * RSVP modal asks them, in this order, after its own fields. Each question says under itself what is
 * wrong with it.
 */
export function SessionQuestionsEditor({ form }: { form: SessionFormState }) {
  const { values, errors, busy, getInputProps, setFieldValue, insertListItem, removeListItem, reorderListItem } = form;
  const questions = values.questions;
  return (
    <Stack gap="sm">
      <Divider />
      <div>
        <Text fw={600}>Registration questions</Text>
        <Text size="sm" c="dimmed">
          Asked in the RSVP form after the visitor’s details. Answers show in the RSVP list, its CSV and automation.
        </Text>
      </div>
      {questions.map((q, index) => (
        <Paper key={q.id ?? `new-${index}`} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                label={`Question ${index + 1}`}
                maxLength={QUESTION_LIMITS.label}
                disabled={busy}
                style={{ flex: 1 }}
                {...getInputProps(`questions.${index}.label`)}
              />
              <Select
                label="Kind"
                data={KIND_OPTIONS}
                allowDeselect={false}
                disabled={busy}
                w={150}
                value={q.kind}
                onChange={(kind) => setFieldValue(`questions.${index}.kind`, (kind ?? 'text') as QuestionKind)}
                comboboxProps={{ zIndex: 1000 }}
              />
            </Group>
            {q.kind === 'single' || q.kind === 'multiple' ? (
              <Textarea
                label="Options, one per line"
                autosize
                minRows={2}
                disabled={busy}
                {...getInputProps(`questions.${index}.options`)}
              />
            ) : null}
            <Group justify="space-between" wrap="nowrap">
              <Checkbox
                label="Required"
                disabled={busy}
                {...getInputProps(`questions.${index}.required`, { type: 'checkbox' })}
              />
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move question ${index + 1} up`}
                  disabled={busy || index === 0}
                  onClick={() => reorderListItem('questions', { from: index, to: index - 1 })}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move question ${index + 1} down`}
                  disabled={busy || index === questions.length - 1}
                  onClick={() => reorderListItem('questions', { from: index, to: index + 1 })}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove question ${index + 1}`}
                  disabled={busy}
                  onClick={() => removeListItem('questions', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Stack>
        </Paper>
      ))}
      {errors.questions ? (
        <Text size="sm" c="red" role="alert">
          {errors.questions}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={busy || questions.length >= QUESTION_LIMITS.questions}
          onClick={() => insertListItem('questions', newQuestion())}
        >
          Add a question
        </Button>
      </Group>
    </Stack>
  );
}
