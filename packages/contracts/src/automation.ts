import { z } from 'zod';
import { CAMPAIGN_LIMITS } from './campaigns';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';

/**
 * Automation sequences (docs/product.md, Automation): a trigger and a list of steps that run for each
 * person the trigger fires for. Sales and Email Marketing users see their own; an admin sees all.
 */
export const AUTOMATION_MESSAGES = {
  notFound: 'Sequence not found',
  nameRequired: 'Name the sequence',
  triggerRequired: 'Choose what starts the sequence',
  stepsRequired: 'Add at least one step',
  tooManySteps: 'A sequence has at most 30 steps',
  listRequired: 'Choose the list that starts the sequence',
  tagRequired: 'Type the tag that starts the sequence',
  adminOnlyTrigger: 'Only an administrator can start sequences from newsletter or RSVP events',
  sessionUnknown: 'Choose a session from the list, or any session',
  subjectRequired: 'Every email step needs a subject',
  bodyRequired: 'Every email step needs a message',
  elseStepForward: 'A branch can only skip ahead to a later step',
  noCredentials: 'Save your email credentials before activating a sequence',
  cannotActivate: 'This sequence is already active',
  cannotPause: 'Only an active sequence can be paused',
  durationRange: 'Wait between 1 and 365 days (or the same in hours or minutes)',
  timeFormat: 'Type the time as HH:MM, 24-hour (UTC)',
  segmentUnknown: 'This segment no longer exists. Choose another segment, or everyone.',
} as const;

export const AUTOMATION_LIMITS = { name: 120, steps: 30, tag: CAMPAIGN_LIMITS.tag, hoursBefore: 720 } as const;

const tag = (required: string) => textField({ label: 'Tag', required, max: AUTOMATION_LIMITS.tag });

/**
 * The RSVP triggers' answer filter (docs/product.md, Registration questions): start only for people
 * whose answer to the question with this text is this answer (case and spacing ignored; one of a
 * multiple choice's answers matches). Null: everyone.
 */
export const answerFilterSchema = z
  .object({
    question: textField({ label: 'Question', required: 'Type the question to match', max: 200 }),
    answer: textField({ label: 'Answer', required: 'Type the answer to match', max: 200 }),
  })
  .nullable()
  .default(null);
export type AnswerFilter = z.output<typeof answerFilterSchema>;

const same = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a person's answers pass a trigger's answer filter. */
export function answerMatches(filter: AnswerFilter, answers: readonly { question: string; answer: string }[]): boolean {
  if (!filter) return true;
  return answers.some(
    (a) => same(a.question, filter.question) && a.answer.split(', ').some((value) => same(value, filter.answer)),
  );
}

/** The attendance triggers' filter: one session (its id), or null for any session. */
const sessionFilter = idField(AUTOMATION_MESSAGES.sessionUnknown).nullable().default(null);

export const automationTriggerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('contact.list_added'), listId: idField(AUTOMATION_MESSAGES.listRequired) }),
    z.object({ type: z.literal('contact.tag_added'), tag: tag(AUTOMATION_MESSAGES.tagRequired) }),
    z.object({ type: z.literal('newsletter.confirmed') }),
    z.object({ type: z.literal('rsvp.registered'), answer: answerFilterSchema }),
    z.object({ type: z.literal('rsvp.paid'), answer: answerFilterSchema }),
    z.object({ type: z.literal('rsvp.expired') }),
    z.object({
      type: z.literal('session.before'),
      hours: wholeNumberField(1, AUTOMATION_LIMITS.hoursBefore, 'Hours before the session must be from 1 to 720'),
    }),
    z.object({ type: z.literal('rsvp.attended'), sessionId: sessionFilter }),
    z.object({ type: z.literal('rsvp.missed'), sessionId: sessionFilter }),
    z.object({ type: z.literal('rsvp.replay_watched'), sessionId: sessionFilter }),
  ],
  { error: AUTOMATION_MESSAGES.triggerRequired },
);
export type AutomationTrigger = z.output<typeof automationTriggerSchema>;
export type AutomationTriggerType = AutomationTrigger['type'];

/** Triggers only an administrator may use: they fire for people who are nobody's contact yet. */
export const SYSTEM_TRIGGERS: readonly AutomationTriggerType[] = [
  'newsletter.confirmed',
  'rsvp.registered',
  'rsvp.paid',
  'rsvp.expired',
  'session.before',
  'rsvp.attended',
  'rsvp.missed',
  'rsvp.replay_watched',
];

/**
 * Triggers about how a paid seat was used (docs/product.md, Attendance), each for one session or any:
 * they fire once per person and session, however often the event arrives.
 */
export const ATTENDANCE_TRIGGERS = ['rsvp.attended', 'rsvp.missed', 'rsvp.replay_watched'] as const;
export type AttendanceTriggerType = (typeof ATTENDANCE_TRIGGERS)[number];
export const isAttendanceTrigger = (type: string): type is AttendanceTriggerType =>
  (ATTENDANCE_TRIGGERS as readonly string[]).includes(type);

export const TRIGGER_LABELS: Record<AutomationTriggerType, string> = {
  'contact.list_added': 'A contact is added to a list',
  'contact.tag_added': 'A tag is added to a contact',
  'newsletter.confirmed': 'Someone confirms the newsletter',
  'rsvp.registered': 'Someone registers for a session',
  'rsvp.paid': 'Someone pays for a seat',
  'rsvp.expired': 'A held seat expires unpaid',
  'session.before': 'Hours before a booked session',
  'rsvp.attended': 'Attended a session',
  'rsvp.missed': 'Missed a session',
  'rsvp.replay_watched': 'Watched a replay',
};

/** What each attendance trigger waits for, in a sentence (the builder shows it under the trigger). */
export const ATTENDANCE_TRIGGER_HINTS: Record<AttendanceTriggerType, string> = {
  'rsvp.attended':
    'When someone with a paid seat first joins through their personal link, or is marked attended by hand.',
  'rsvp.missed':
    'When the session’s doors close for someone who paid but neither joined through their link nor was marked attended.',
  'rsvp.replay_watched': 'When someone with a paid seat first plays the session’s replay from their personal link.',
};

const UNIT_MINUTES = { minutes: 1, hours: 60, days: 1440 } as const;
const MAX_WAIT_MINUTES = 365 * 1440;

export const automationStepSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('wait'),
        amount: wholeNumberField(1, MAX_WAIT_MINUTES, AUTOMATION_MESSAGES.durationRange),
        unit: z.enum(['minutes', 'hours', 'days'], { error: 'Choose minutes, hours or days' }),
      })
      .refine((s) => s.amount * UNIT_MINUTES[s.unit] <= MAX_WAIT_MINUTES, {
        message: AUTOMATION_MESSAGES.durationRange,
        path: ['amount'],
      }),
    z.object({
      kind: z.literal('waitUntil'),
      weekday: wholeNumberField(0, 6, 'Choose a day of the week'),
      time: z.string({ error: AUTOMATION_MESSAGES.timeFormat }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
        message: AUTOMATION_MESSAGES.timeFormat,
      }),
    }),
    z.object({
      kind: z.literal('email'),
      subject: textField({
        label: 'Subject',
        required: AUTOMATION_MESSAGES.subjectRequired,
        max: CAMPAIGN_LIMITS.subject,
      }),
      preheader: textField({ label: 'Preheader', max: CAMPAIGN_LIMITS.preheader }).default(''),
      html: z
        .string({ error: 'Body must be text' })
        .max(CAMPAIGN_LIMITS.html, 'The message is too long (at most 500,000 characters of HTML)')
        .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html), {
          message: AUTOMATION_MESSAGES.bodyRequired,
        }),
    }),
    z.object({ kind: z.literal('addTag'), tag: tag('Type the tag to add') }),
    z.object({ kind: z.literal('removeTag'), tag: tag('Type the tag to remove') }),
    z.object({
      kind: z.literal('branch'),
      condition: z.enum(['opened', 'clicked'], { error: 'Choose opened or clicked' }),
      /** 1-based step to skip to when the condition is not met; null: the person leaves the sequence. */
      elseStep: wholeNumberField(1, AUTOMATION_LIMITS.steps, 'Choose a later step').nullable(),
    }),
    z.object({ kind: z.literal('stop') }),
  ],
  { error: 'Choose a step type' },
);
export type AutomationStep = z.output<typeof automationStepSchema>;
export type AutomationStepInput = z.input<typeof automationStepSchema>;

/** Minutes a duration wait lasts. */
export function waitMinutes(step: { amount: number; unit: keyof typeof UNIT_MINUTES }): number {
  return step.amount * UNIT_MINUTES[step.unit];
}

export const automationFormSchema = z
  .object({
    name: textField({ label: 'Name', required: AUTOMATION_MESSAGES.nameRequired, max: AUTOMATION_LIMITS.name }),
    trigger: automationTriggerSchema,
    /** Start only for people in this segment of the owner's (docs/product.md, Segments); null: everyone. */
    segmentId: idField(AUTOMATION_MESSAGES.segmentUnknown).nullable().default(null),
    steps: z
      .array(automationStepSchema)
      .min(1, AUTOMATION_MESSAGES.stepsRequired)
      .max(AUTOMATION_LIMITS.steps, AUTOMATION_MESSAGES.tooManySteps),
  })
  .superRefine((form, ctx) => {
    form.steps.forEach((step, index) => {
      if (step.kind === 'branch' && step.elseStep !== null && step.elseStep <= index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'elseStep'],
          message: AUTOMATION_MESSAGES.elseStepForward,
        });
      }
    });
  });
export type AutomationForm = z.input<typeof automationFormSchema>;

export const automationStatusSchema = z.enum(['draft', 'active', 'paused']);

export const automationSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  name: z.string(),
  status: automationStatusSchema,
  trigger: automationTriggerSchema,
  /** The name of the list a "contact added to a list" trigger watches; null for other triggers or a deleted list. */
  triggerListName: z.string().nullable(),
  /** The session an attendance trigger is for; null for any session, other triggers or a session that is gone. */
  triggerSession: z.object({ title: z.string(), startsAt: z.iso.datetime(), timezone: z.string() }).nullable(),
  /** Only people in this segment start the sequence; null: everyone the trigger fires for. */
  segmentId: z.number().int().nullable(),
  steps: z.array(automationStepSchema),
  /** Each save makes a new version; runs keep the version they started on. */
  version: z.number().int(),
  runs: z.object({ active: z.number().int(), completed: z.number().int(), exited: z.number().int() }),
  updatedAt: z.iso.datetime(),
});
export type Automation = z.infer<typeof automationSchema>;

export const automationRunStepSchema = z.object({
  /** 1-based, in the run's version. */
  step: z.number().int(),
  kind: z.string(),
  outcome: z.string(),
  /** For email steps: queued, sending, sent, failed or skipped. */
  messageStatus: z.string().nullable(),
  at: z.iso.datetime(),
});

export const automationRunSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: z.enum(['active', 'completed', 'exited']),
  version: z.number().int(),
  /** 1-based step the person waits at (active runs), or the step count when done. */
  step: z.number().int(),
  dueAt: z.iso.datetime().nullable(),
  exitReason: z.string().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  history: z.array(automationRunStepSchema),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

const idParams = z.object({ id: idField(AUTOMATION_MESSAGES.notFound) });

export const listAutomations = defineEndpoint({
  method: 'GET',
  path: '/api/v1/automations',
  response: z.object({ items: z.array(automationSchema) }),
});

export const createAutomation = defineEndpoint({
  method: 'POST',
  path: '/api/v1/automations',
  body: automationFormSchema,
  response: automationSchema,
});

export const getAutomation = defineEndpoint({
  method: 'GET',
  path: '/api/v1/automations/:id',
  params: idParams,
  response: automationSchema,
});

export const updateAutomation = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/automations/:id',
  params: idParams,
  body: automationFormSchema,
  response: automationSchema,
});

export const activateAutomation = defineEndpoint({
  method: 'POST',
  path: '/api/v1/automations/:id/activate',
  params: idParams,
  response: automationSchema,
});

export const pauseAutomation = defineEndpoint({
  method: 'POST',
  path: '/api/v1/automations/:id/pause',
  params: idParams,
  response: automationSchema,
});

export const listAutomationRuns = defineEndpoint({
  method: 'GET',
  path: '/api/v1/automations/:id/runs',
  params: idParams,
  response: z.object({ items: z.array(automationRunSchema) }),
});
