import {
  TRIGGER_LABELS,
  type Automation,
  type AutomationRun,
  type AutomationStep,
  type AutomationTrigger,
} from '@meridian/contracts/automation';
import { formatSessionStart } from '../../lib/datetime';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** How each status reads and looks in a badge (white on a dark colour, WCAG AA). */
export const SEQUENCE_STATUS: Record<Automation['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray.7' },
  active: { label: 'Active', color: 'teal.9' },
  paused: { label: 'Paused', color: 'dark.5' },
};

export const RUN_STATUS: Record<AutomationRun['status'], { label: string; color: string }> = {
  active: { label: 'In progress', color: 'blue.9' },
  completed: { label: 'Finished', color: 'teal.9' },
  exited: { label: 'Left', color: 'dark.5' },
};

export const STEP_KIND_LABELS: Record<AutomationStep['kind'], string> = {
  wait: 'Wait a while',
  waitUntil: 'Wait until a day and time',
  email: 'Send an email',
  addTag: 'Add a tag',
  removeTag: 'Remove a tag',
  branch: 'Check the previous email',
  stop: 'Stop',
};

export const STEP_KIND_OPTIONS = (Object.keys(STEP_KIND_LABELS) as AutomationStep['kind'][]).map((kind) => ({
  value: kind,
  label: STEP_KIND_LABELS[kind],
}));

export const TRIGGER_OPTIONS = Object.entries(TRIGGER_LABELS).map(([value, label]) => ({ value, label }));

/** What an attendance trigger is about: one session (its title and start, in its own zone) or any. */
function sessionPart(trigger: AutomationTrigger, session: Automation['triggerSession']): string {
  if (!('sessionId' in trigger) || trigger.sessionId === null) return 'any session';
  return session
    ? `“${session.title}” (${formatSessionStart(session.startsAt, session.timezone)})`
    : 'a session that is gone';
}

const ATTENDANCE_SUMMARY = {
  'rsvp.attended': 'Attended',
  'rsvp.missed': 'Missed',
  'rsvp.replay_watched': 'Watched the replay of',
} as const;

/**
 * The trigger in a sentence, with its option (the list's name, tag, hours, session); a null
 * `triggerListName`: the list was deleted.
 */
export function triggerSummary(sequence: Pick<Automation, 'trigger' | 'triggerListName' | 'triggerSession'>): string {
  const { trigger } = sequence;
  switch (trigger.type) {
    case 'contact.list_added':
      return sequence.triggerListName === null
        ? 'Added to a list that was deleted'
        : `Added to the list “${sequence.triggerListName}”`;
    case 'contact.tag_added':
      return `Tagged “${trigger.tag}”`;
    case 'session.before':
      return `${trigger.hours} hours before a booked session`;
    case 'rsvp.registered':
    case 'rsvp.paid':
      return trigger.answer
        ? `${TRIGGER_LABELS[trigger.type]}, answering “${trigger.answer.question}” with “${trigger.answer.answer}”`
        : TRIGGER_LABELS[trigger.type];
    case 'newsletter.confirmed':
    case 'rsvp.expired':
      return TRIGGER_LABELS[trigger.type];
    case 'rsvp.attended':
    case 'rsvp.missed':
    case 'rsvp.replay_watched':
      return `${ATTENDANCE_SUMMARY[trigger.type]} ${sessionPart(trigger, sequence.triggerSession)}`;
  }
}

/**
 * Who of those the trigger fires for may start (docs/product.md, Segments): null for everyone or while
 * the segments' names are loading; a segment missing from `names` was deleted.
 */
export function segmentSummary(
  segmentId: number | null,
  names: ReadonlyMap<number, string> | undefined,
): string | null {
  if (segmentId === null || !names) return null;
  const name = names.get(segmentId);
  return name === undefined ? 'Only people in a deleted segment' : `Only people in the segment “${name}”`;
}

/** A step in a few words, as the runs view lists it. */
export function stepSummary(step: AutomationStep | undefined): string {
  if (!step) return 'Done';
  switch (step.kind) {
    case 'wait':
      return `Wait ${step.amount} ${step.amount === 1 ? step.unit.replace(/s$/, '') : step.unit}`;
    case 'waitUntil':
      return `Wait until ${WEEKDAYS[step.weekday] ?? ''} ${step.time} UTC`;
    case 'email':
      return `Email “${step.subject}”`;
    case 'addTag':
      return `Add the tag “${step.tag}”`;
    case 'removeTag':
      return `Remove the tag “${step.tag}”`;
    case 'branch':
      return `If the previous email was ${step.condition}`;
    case 'stop':
      return 'Stop';
  }
}
