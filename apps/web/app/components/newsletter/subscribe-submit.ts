import { subscribeFormSchema, subscribeNewsletter } from '@meridian/contracts/newsletter';
import { submitPublicForm } from '../../lib/forms/submit-public-form';
import { readReferral } from '../../lib/referral';

export type SubscribeResult =
  | { ok: true; message: string }
  | { ok: false; fieldErrors: { email?: string; firstName?: string }; message?: string };

const FIELDS = { email: 'email', firstName: 'firstName' };

/**
 * The subscribe form's logic, loaded on first focus or submit so public pages do not hydrate it: the
 * contract's checks and messages, then the call with the page path and the remembered referral.
 */
export async function submitSubscription(values: { email: string; firstName: string }): Promise<SubscribeResult> {
  const outcome = await submitPublicForm(
    subscribeNewsletter,
    subscribeFormSchema,
    { email: values.email, ...(values.firstName.trim() ? { firstName: values.firstName } : {}) },
    FIELDS,
    (checked) => {
      const referral = readReferral();
      return { ...checked, source: window.location.pathname, ...(referral ? { ref: referral } : {}) };
    },
  );
  if (outcome.ok) return { ok: true, message: outcome.answer.message };
  return { ok: false, fieldErrors: outcome.fields, ...(outcome.form ? { message: outcome.form } : {}) };
}
