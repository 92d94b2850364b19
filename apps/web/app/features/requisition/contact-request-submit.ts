import {
  contactRequestBodySchema,
  submitContactRequest,
  type ContactRequestKind,
} from '@meridian/contracts/contact-requests';
import type { FormGuard } from '@meridian/contracts/form-guard';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { placeErrors } from '../../lib/forms/place-errors';

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
  const parsed = contactRequestBodySchema.safeParse({
    kind,
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    topic: text('topic'),
    message: text('message'),
    consent: data.get('consent') === 'yes',
    ...guard,
  });
  if (!parsed.success) {
    const placed = placeErrors(
      parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
      FIELDS,
    );
    return { ok: false, fieldErrors: placed.fields, message: placed.form };
  }
  try {
    const answer = await callEndpoint(submitContactRequest, { body: parsed.data, loading: false });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const placed = placeErrors(error.errors, FIELDS);
    return {
      ok: false,
      fieldErrors: placed.fields,
      message: Object.keys(placed.fields).length > 0 ? placed.form : (placed.form ?? error.message),
    };
  }
}
