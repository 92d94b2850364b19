import {
  contactRequestBodySchema,
  submitContactRequest,
  type ContactRequestKind,
} from '@meridian/contracts/contact-requests';
import type { FormGuard } from '@meridian/contracts/form-guard';
import { submitPublicForm } from '../../lib/forms/submit-public-form';

export type ContactRequestResult =
  | { ok: true; message: string }
  | { ok: false; fieldErrors: Record<string, string>; message: string | null };

const FIELDS = Object.fromEntries(
  ['name', 'email', 'phone', 'topic', 'message', 'consent'].map((field) => [field, field]),
);

/**
 * The contact form's logic, loaded on first focus or submit so /consultation and /support do not
 * hydrate it: the contract's checks and messages, then the call; the API's refusals on their fields.
 */
export async function submitContactForm(
  kind: ContactRequestKind,
  data: FormData,
  guard: Required<FormGuard>,
): Promise<ContactRequestResult> {
  const text = (name: string) => String(data.get(name) ?? '');
  const values = {
    kind,
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    topic: text('topic'),
    message: text('message'),
    consent: data.get('consent') === 'yes',
    ...guard,
  };
  const outcome = await submitPublicForm(submitContactRequest, contactRequestBodySchema, values, FIELDS);
  if (outcome.ok) return { ok: true, message: outcome.answer.message };
  return { ok: false, fieldErrors: outcome.fields, message: outcome.form };
}
