import { waitMinutes, type AutomationStep } from '@meridian/contracts/automation';

const DAY_MS = 86_400_000;

/** The next instant on `weekday` (0 Sunday … 6 Saturday) at `time` (HH:MM, UTC) strictly after `from`. */
export function nextWeekdayTime(from: Date, weekday: number, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const candidate = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hours, minutes, 0, 0),
  );
  const days = (weekday - candidate.getUTCDay() + 7) % 7;
  let at = candidate.getTime() + days * DAY_MS;
  if (at <= from.getTime()) at += 7 * DAY_MS;
  return new Date(at);
}

/** When a wait step that starts at `from` ends (docs/product.md, Automation). */
export function waitEnds(step: Extract<AutomationStep, { kind: 'wait' | 'waitUntil' }>, from: Date): Date {
  if (step.kind === 'wait') return new Date(from.getTime() + waitMinutes(step) * 60_000);
  return nextWeekdayTime(from, step.weekday, step.time);
}
