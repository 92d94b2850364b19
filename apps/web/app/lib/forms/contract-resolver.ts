import type { ContractOutput, ContractSchema } from './contract-schema';
import { placeErrors, type FieldMap, type PlacedErrors } from './place-errors';

export interface ContractRules<Values> {
  /** The schema's input built from the values as typed (default: the values themselves). */
  toInput?: (values: Values) => unknown;
  /** Schema paths → form fields (default: each value's own name). */
  fields?: FieldMap;
  /**
   * Client rules beyond the contract (a start in the past, a second password). They get the
   * contract's field messages and add messages for fields that have none yet.
   */
  extraRules?: (values: Values, fields: Readonly<Record<string, string>>) => Partial<Record<string, string>>;
}

export type Resolution<Output> = { data: Output } | { errors: PlacedErrors };

/** Each value's own name as its field. */
export function ownFields(values: object): FieldMap {
  return Object.fromEntries(Object.keys(values).map((key) => [key, key]));
}

/**
 * Checks form values with a contract schema: the request data, or every field's first message as
 * the contract words it (plus the extra client rules), all at once.
 */
export function contractResolver<Schema extends ContractSchema, Values extends object>(
  schema: Schema,
  rules: ContractRules<Values> = {},
): (values: Values) => Resolution<ContractOutput<Schema>> {
  return (values) => {
    const result = schema.safeParse(rules.toInput ? rules.toInput(values) : values);
    const problems = result.success
      ? []
      : result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    const errors = placeErrors(problems, rules.fields ?? ownFields(values));
    for (const [field, message] of Object.entries(rules.extraRules?.(values, errors.fields) ?? {})) {
      if (message) errors.fields[field] ??= message;
    }
    if (result.success && !errors.form && Object.keys(errors.fields).length === 0) {
      return { data: result.data as ContractOutput<Schema> };
    }
    return { errors };
  };
}
