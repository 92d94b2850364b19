import { ApiError } from '../api-client';
import { codeErrorMessage, identityErrorName } from '../auth/identity-errors';
import { placeErrors, type FieldMap, type PlacedErrors } from './place-errors';

export interface FailureMapping {
  /** API paths → form fields. */
  fields: FieldMap;
  /** Identity-pool (Cognito) error names that belong under a field, e.g. CodeMismatchException → code. */
  identityFields?: Readonly<Record<string, string>>;
  /** The form's message for a failure that is not an API answer (identity errors, bugs). */
  describe?: (error: unknown) => string;
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * A failed call as form errors (docs/product.md, Input and messages): a 422's per-field messages under
 * their fields; a message for a path the form has no field for, or the answer's own message when no
 * field got one (a 409, a 5xx, the network message), for the whole form. Identity errors named in
 * `identityFields` go under their field, worded as the sign-in pages word them.
 */
export function failureErrors(error: unknown, mapping: FailureMapping): PlacedErrors {
  if (error instanceof ApiError) {
    const placed = placeErrors(error.errors, mapping.fields);
    if (!placed.form && Object.keys(placed.fields).length === 0) placed.form = error.message;
    return placed;
  }
  const field = mapping.identityFields?.[identityErrorName(error)];
  if (field) return { fields: { [field]: codeErrorMessage(error) }, form: null };
  return { fields: {}, form: mapping.describe ? mapping.describe(error) : SOMETHING_WENT_WRONG };
}
