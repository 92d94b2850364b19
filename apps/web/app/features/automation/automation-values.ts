import {
  isAttendanceTrigger,
  type Automation,
  type AutomationForm,
  type AutomationStep,
  type AutomationTriggerType,
} from '@meridian/contracts/automation';

/** One step as typed: every field of every kind, so switching kind loses nothing already typed. */
export interface StepValues extends Record<string, unknown> {
  key: string;
  kind: AutomationStep['kind'];
  amount: string;
  unit: 'minutes' | 'hours' | 'days';
  weekday: string;
  time: string;
  subject: string;
  /** The email step's message as the editor's HTML. */
  body: string;
  tag: string;
  condition: 'opened' | 'clicked';
  elseStep: string;
}

export interface AutomationValues extends Record<string, unknown> {
  name: string;
  /** `sessionId`: the attendance triggers' session, '' for any session. */
  /** `answer`: the RSVP triggers' "question = answer" filter, both empty for everyone. */
  trigger: {
    type: AutomationTriggerType;
    listId: string;
    tag: string;
    hours: string;
    sessionId: string;
    answer: { question: string; answer: string };
  };
  /** The segment people must be in to start (docs/product.md, Segments) as its id's text; '' for everyone. */
  segmentId: string;
  steps: StepValues[];
}

let nextKey = 0;
const freshKey = () => `step-${(nextKey += 1)}`;

export function newStep(kind: AutomationStep['kind'] = 'email'): StepValues {
  return {
    key: freshKey(),
    kind,
    amount: '2',
    unit: 'days',
    weekday: '1',
    time: '09:00',
    subject: '',
    body: '',
    tag: '',
    condition: 'opened',
    elseStep: '',
  };
}

function stepValues(step: AutomationStep): StepValues {
  const base = newStep(step.kind);
  switch (step.kind) {
    case 'wait':
      return { ...base, amount: String(step.amount), unit: step.unit };
    case 'waitUntil':
      return { ...base, weekday: String(step.weekday), time: step.time };
    case 'email':
      return { ...base, subject: step.subject, body: step.html };
    case 'addTag':
    case 'removeTag':
      return { ...base, tag: step.tag };
    case 'branch':
      return { ...base, condition: step.condition, elseStep: step.elseStep === null ? '' : String(step.elseStep) };
    case 'stop':
      return base;
  }
}

export function automationValues(automation: Automation | null): AutomationValues {
  const trigger = automation?.trigger;
  return {
    name: automation?.name ?? '',
    trigger: {
      type: trigger?.type ?? 'contact.tag_added',
      listId: trigger?.type === 'contact.list_added' ? String(trigger.listId) : '',
      tag: trigger?.type === 'contact.tag_added' ? trigger.tag : '',
      hours: trigger?.type === 'session.before' ? String(trigger.hours) : '24',
      sessionId: trigger && 'sessionId' in trigger && trigger.sessionId !== null ? String(trigger.sessionId) : '',
      answer: trigger && 'answer' in trigger && trigger.answer ? trigger.answer : { question: '', answer: '' },
    },
    segmentId: automation?.segmentId ? String(automation.segmentId) : '',
    steps: automation ? automation.steps.map(stepValues) : [newStep('email')],
  };
}

function stepInput(step: StepValues): AutomationForm['steps'][number] {
  switch (step.kind) {
    case 'wait':
      return { kind: 'wait', amount: step.amount, unit: step.unit };
    case 'waitUntil':
      return { kind: 'waitUntil', weekday: step.weekday, time: step.time };
    case 'email':
      return { kind: 'email', subject: step.subject, preheader: '', html: step.body };
    case 'addTag':
    case 'removeTag':
      return { kind: step.kind, tag: step.tag };
    case 'branch':
      return { kind: 'branch', condition: step.condition, elseStep: step.elseStep === '' ? null : step.elseStep };
    case 'stop':
      return { kind: 'stop' };
  }
}

function triggerInput({
  type,
  listId,
  tag,
  hours,
  sessionId,
  answer,
}: AutomationValues['trigger']): AutomationForm['trigger'] {
  if (type === 'contact.list_added') return { type, listId };
  if (type === 'contact.tag_added') return { type, tag };
  if (type === 'session.before') return { type, hours };
  if (isAttendanceTrigger(type)) return { type, sessionId: sessionId === '' ? null : sessionId };
  if (type === 'rsvp.registered' || type === 'rsvp.paid') {
    return { type, answer: answer.question.trim() || answer.answer.trim() ? answer : null };
  }
  return { type };
}

/** The request body built from the values as typed. */
export function automationInput(values: AutomationValues): AutomationForm {
  return {
    name: values.name,
    trigger: triggerInput(values.trigger),
    segmentId: values.segmentId === '' ? null : values.segmentId,
    steps: values.steps.map(stepInput),
  };
}

/** Where a contract path shows in the builder: an email's `html` is typed in its `body`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'steps' && parts[2] === 'html') parts[2] = 'body';
  return parts.join('.');
}
