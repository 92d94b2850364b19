import { subscribeFormSchema, subscribeNewsletter } from '@meridian/contracts/newsletter';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { readReferral } from '../../lib/referral';

export type SubscribeResult =
  | { ok: true; message: string }
  | { ok: false; fieldErrors: { email?: string; firstName?: string }; message?: string };

/**
 * The subscribe form's logic, loaded on first focus or submit so public pages do not hydrate it: the
 * contract's checks and messages, then the call with the page path and the remembered referral.
 */
export async function submitSubscription(values: { email: string; firstName: string }): Promise<SubscribeResult> {
  const parsed = subscribeFormSchema.safeParse({
    email: values.email,
    ...(values.firstName.trim() ? { firstName: values.firstName } : {}),
  });
  if (!parsed.success) {
    const fieldErrors: { email?: string; firstName?: string } = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'email' || field === 'firstName') && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return { ok: false, fieldErrors };
  }
  try {
    const referral = readReferral();
    const answer = await callEndpoint(subscribeNewsletter, {
      body: { ...parsed.data, source: window.location.pathname, ...(referral ? { ref: referral } : {}) },
      loading: false,
    });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fieldErrors: { email?: string; firstName?: string } = {};
    for (const { path, message } of error.errors) {
      if ((path === 'email' || path === 'firstName') && !fieldErrors[path]) fieldErrors[path] = message;
    }
    return { ok: false, fieldErrors, message: Object.keys(fieldErrors).length ? undefined : error.message };
  }
}
