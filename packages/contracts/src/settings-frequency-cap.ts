import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { wholeNumberField } from './fields';

export const FREQUENCY_CAP_LIMITS = { minMessages: 1, maxMessages: 50, minDays: 1, maxDays: 30 } as const;

export const FREQUENCY_CAP_MESSAGES = {
  enabled: 'Choose whether the frequency cap is on',
  messages: 'Type the number of messages as a whole number from 1 to 50',
  days: 'Type the number of days as a whole number from 1 to 30',
} as const;

/** What an admin saves (its messages). */
export const frequencyCapSchema = z.object({
  enabled: z.boolean({ error: FREQUENCY_CAP_MESSAGES.enabled }),
  messages: wholeNumberField(
    FREQUENCY_CAP_LIMITS.minMessages,
    FREQUENCY_CAP_LIMITS.maxMessages,
    FREQUENCY_CAP_MESSAGES.messages,
  ),
  days: wholeNumberField(FREQUENCY_CAP_LIMITS.minDays, FREQUENCY_CAP_LIMITS.maxDays, FREQUENCY_CAP_MESSAGES.days),
});

/** The frequency cap as answers carry it. */
export const frequencyCapViewSchema = z.object({
  enabled: z.boolean(),
  messages: z.number().int(),
  days: z.number().int(),
});

/**
 * Site settings → Frequency cap (docs/product.md, Frequency cap): at most `messages` marketing emails
 * (campaigns, newsletter issues, automation emails, of every sender) per address in any `days` days.
 * System mail (receipts, confirmations, reminders) never counts.
 */
export type FrequencyCap = z.output<typeof frequencyCapViewSchema>;

/** Off until an admin turns it on; 3 in 7 days is what the form offers first (docs/decisions/2026-11-27-frequency-cap.md). */
export const FREQUENCY_CAP_DEFAULTS: FrequencyCap = { enabled: false, messages: 3, days: 7 };

/** One line for the settings card: "At most 3 marketing emails per address in any 7 days." */
export function frequencyCapLine(cap: FrequencyCap): string {
  if (!cap.enabled) return 'No cap: every campaign, newsletter issue and automation email goes out.';
  const emails = `${cap.messages} marketing ${cap.messages === 1 ? 'email' : 'emails'}`;
  return `At most ${emails} per address in any ${cap.days} ${cap.days === 1 ? 'day' : 'days'}.`;
}

export const getFrequencyCap = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/frequency-cap',
  response: frequencyCapViewSchema,
});

export const updateFrequencyCap = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/frequency-cap',
  body: frequencyCapSchema,
  response: frequencyCapViewSchema,
});
