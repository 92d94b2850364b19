import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import {
  answerErrors,
  answerPath,
  choicesOf,
  QUESTION_LIMITS,
  type AnswersInput,
  type RegistrationQuestion,
} from '@meridian/contracts/webinars-questions';
import { useCallback, useState } from 'react';

/**
 * The session's registration questions in the RSVP modal (docs/product.md, Registration questions),
 * after the seed's own fields. Answers are kept by question id, so switching dates and back, or a
 * refused booking, loses nothing typed.
 */
export function useQuestionAnswers() {
  const [answers, setAnswers] = useState<Record<string, string | string[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = useCallback((id: string, value: string | string[]) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setErrors((current) => {
      if (!(id in current)) return current;
      const { [id]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /**
   * The answers to `questions`, or, after putting each problem under its question, the element id of
   * the first question in error (to bring it into view).
   */
  const check = useCallback(
    (questions: readonly RegistrationQuestion[]): { answers: AnswersInput } | { firstError: string } => {
      const given = Object.fromEntries(
        questions.flatMap((q) => (q.id in answers ? [[q.id, answers[q.id]]] : [])),
      ) as AnswersInput;
      const problems = answerErrors(questions, given);
      setErrors(Object.fromEntries(problems.map((p) => [p.path.slice('answers.'.length), p.message])));
      const first = problems[0];
      return first ? { firstError: `rsvp-${first.path}` } : { answers: given };
    },
    [answers],
  );

  return { answers, errors, set, check };
}
export type QuestionAnswers = ReturnType<typeof useQuestionAnswers>;

export function RegistrationQuestions({
  questions,
  state,
  disabled,
}: {
  questions: readonly RegistrationQuestion[];
  state: QuestionAnswers;
  disabled: boolean;
}) {
  if (questions.length === 0) return null;
  return (
    <Stack gap="sm">
      {questions.map((q) => {
        const error = state.errors[q.id];
        const value = state.answers[q.id];
        const common = { label: q.label, withAsterisk: q.required, error, id: `rsvp-${answerPath(q.id)}` };
        if (q.kind === 'text') {
          return (
            <TextInput
              key={q.id}
              {...common}
              maxLength={QUESTION_LIMITS.answer}
              disabled={disabled}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => state.set(q.id, event.currentTarget.value)}
            />
          );
        }
        if (q.kind === 'multiple') {
          return (
            <Checkbox.Group
              key={q.id}
              {...common}
              value={Array.isArray(value) ? value : []}
              onChange={(values) => state.set(q.id, values)}
            >
              <Stack gap={6} mt={4}>
                {choicesOf(q).map((option) => (
                  <Checkbox key={option} value={option} label={option} disabled={disabled} />
                ))}
              </Stack>
            </Checkbox.Group>
          );
        }
        const Options = q.kind === 'yesno' ? Group : Stack;
        return (
          <Radio.Group
            key={q.id}
            {...common}
            value={typeof value === 'string' ? value : null}
            onChange={(chosen) => state.set(q.id, chosen)}
          >
            <Options gap={q.kind === 'yesno' ? 'lg' : 6} mt={4}>
              {choicesOf(q).map((option) => (
                <Radio key={option} value={option} label={option} disabled={disabled} />
              ))}
            </Options>
          </Radio.Group>
        );
      })}
    </Stack>
  );
}
