import { z } from 'zod';
import { textField } from './fields';

/**
 * A session's registration questions (docs/product.md, Registration questions): Manage Events adds
 * them per session (short text, single choice, multiple choice, yes/no; required or not; in order)
 * and the RSVP modal asks them after its own fields. The same checks run in the modal and on the
 * server (`answerErrors`), so every message reads the same in both.
 */
export const QUESTION_KINDS = ['text', 'single', 'multiple', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Short text',
  single: 'Single choice',
  multiple: 'Multiple choice',
  yesno: 'Yes / no',
};

export const QUESTION_LIMITS = { questions: 10, label: 200, options: 20, option: 100, answer: 500 } as const;

export const YES_NO = ['Yes', 'No'] as const;

export const QUESTION_MESSAGES = {
  label: 'Type the question',
  kind: 'Choose the kind of question',
  options: 'A choice question needs at least 2 different options, one per line',
  option: `Each option is at most ${QUESTION_LIMITS.option} characters`,
  tooMany: `A session has at most ${QUESTION_LIMITS.questions} questions`,
  required: (label: string) => `Please answer “${label}”`,
  choose: (label: string) => `Choose one of the options for “${label}”`,
  tooLong: `Keep your answer under ${QUESTION_LIMITS.answer} characters`,
} as const;

const questionId = z.string().regex(/^[a-z0-9]{1,12}$/);

export const registrationQuestionInputSchema = z
  .object({
    /** Kept across edits so answers stay linked; the server gives a new question one. */
    id: questionId.optional(),
    kind: z.enum(QUESTION_KINDS, { error: QUESTION_MESSAGES.kind }),
    label: textField({ label: 'Question', required: QUESTION_MESSAGES.label, max: QUESTION_LIMITS.label }),
    options: z
      .array(z.string({ error: QUESTION_MESSAGES.option }).trim().max(QUESTION_LIMITS.option, QUESTION_MESSAGES.option))
      .max(QUESTION_LIMITS.options, QUESTION_MESSAGES.options)
      .default([])
      .transform((options) => [...new Set(options.filter(Boolean))]),
    required: z.boolean().default(false),
  })
  .transform((q) => ({ ...q, options: q.kind === 'single' || q.kind === 'multiple' ? q.options : [] }))
  .refine((q) => (q.kind !== 'single' && q.kind !== 'multiple') || q.options.length >= 2, {
    message: QUESTION_MESSAGES.options,
    path: ['options'],
  });

/** Left out of a session's save, the questions stay as they are (an API caller that predates them). */
export const registrationQuestionsInputSchema = z
  .array(registrationQuestionInputSchema)
  .max(QUESTION_LIMITS.questions, QUESTION_MESSAGES.tooMany)
  .optional();

export const registrationQuestionSchema = z.object({
  id: questionId,
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type RegistrationQuestion = z.infer<typeof registrationQuestionSchema>;

/** What the RSVP modal sends: the answer to each question by its id; a multiple choice sends a list. */
export const answersInputSchema = z
  .record(
    questionId,
    z.union([
      z.string().max(QUESTION_LIMITS.answer, QUESTION_MESSAGES.tooLong),
      z.array(z.string().max(QUESTION_LIMITS.option)).max(QUESTION_LIMITS.options),
    ]),
  )
  .default({});
export type AnswersInput = z.infer<typeof answersInputSchema>;

/** A stored answer as the admin list, its CSV and automation read it. */
export const registrationAnswerSchema = z.object({ question: z.string(), answer: z.string() });
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** The choices a question offers (a yes/no question offers Yes and No). */
export const choicesOf = (q: RegistrationQuestion): readonly string[] => (q.kind === 'yesno' ? YES_NO : q.options);

/** An answer's values, trimmed, empty ones dropped. */
export function answerValues(answer: AnswersInput[string] | undefined): string[] {
  const values = Array.isArray(answer) ? answer : answer === undefined ? [] : [answer];
  return values.map((value) => value.trim()).filter(Boolean);
}

/** The field the modal and the API put a question's message on. */
export const answerPath = (id: string) => `answers.${id}`;

/**
 * Every answer's problem, in the questions' order: a required question left empty, a choice that is
 * not one of the options (or several for a single choice), a text too long.
 */
export function answerErrors(
  questions: readonly RegistrationQuestion[],
  answers: AnswersInput,
): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = [];
  for (const q of questions) {
    const values = answerValues(answers[q.id]);
    const path = answerPath(q.id);
    if (values.length === 0) {
      if (q.required) errors.push({ path, message: QUESTION_MESSAGES.required(q.label) });
      continue;
    }
    if (q.kind === 'text') {
      if (values.length > 1) errors.push({ path, message: QUESTION_MESSAGES.required(q.label) });
      else if ((values[0] ?? '').length > QUESTION_LIMITS.answer)
        errors.push({ path, message: QUESTION_MESSAGES.tooLong });
      continue;
    }
    const choices = choicesOf(q);
    const single = q.kind !== 'multiple';
    if ((single && values.length > 1) || values.some((value) => !choices.includes(value))) {
      errors.push({ path, message: QUESTION_MESSAGES.choose(q.label) });
    }
  }
  return errors;
}

/** The answers kept for a registration: each answered question once, in order, a multiple choice joined by ", ". */
export function keptAnswers(
  questions: readonly RegistrationQuestion[],
  answers: AnswersInput,
): { questionId: string; question: string; answer: string; position: number }[] {
  return questions.flatMap((q, position) => {
    const values = answerValues(answers[q.id]);
    return values.length === 0 ? [] : [{ questionId: q.id, question: q.label, answer: values.join(', '), position }];
  });
}
