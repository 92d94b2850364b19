import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { contractResolver, ownFields, type ContractRules } from './contract-resolver';
import type { ContractOutput, ContractSchema } from './contract-schema';
import { failureErrors, type FailureMapping } from './failure-errors';
import type { PlacedErrors } from './place-errors';

export interface ContractFormOptions<Values> extends ContractRules<Values> {
  initialValues: Values;
}

/** Mantine's form, plus what every form of the site does with the contract and with a refused call. */
export interface ContractForm<Values, Output> extends UseFormReturnType<Values> {
  /** Give to the <form>: the first field in error is looked up there. */
  formRef: RefObject<HTMLFormElement | null>;
  /** A message for the form as a whole (not any one field); cleared by the next edit. */
  formError: string | null;
  /** Whether anything differs from the values the form opened with. */
  dirty: boolean;
  /** The request data, or null after showing every message and taking the keyboard to the first. */
  check: () => Output | null;
  /** The same against another contract (a form that sends one of two requests); fields as the form's. */
  checkAgainst: <Other extends ContractSchema>(
    schema: Other,
    rules?: ContractRules<Values>,
  ) => ContractOutput<Other> | null;
  /** Shows messages (from a flow that mapped its own failure) and takes the keyboard to the first. */
  showErrors: (fields: Readonly<Record<string, string>>, formMessage?: string | null) => void;
  /** Shows a failed call's messages (see failureErrors) and returns them. */
  showFailure: (error: unknown, mapping?: Omit<FailureMapping, 'fields'>) => PlacedErrors;
  /** After a save: the form shows `values` (as the server kept them) and has nothing left to lose. */
  keepSaved: (values: Values) => void;
}

/**
 * One form on a contract schema (docs/product.md, Input and messages): values as typed, kept through
 * every error; the contract's messages under their fields, all at once; a field's message cleared
 * when it is edited; a refused call's field errors on their fields through one mapping.
 */
export function useContractForm<Schema extends ContractSchema, Values extends Record<string, unknown>>(
  schema: Schema,
  options: ContractFormOptions<Values>,
): ContractForm<Values, ContractOutput<Schema>> {
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const clearFormError = useCallback(() => setFormError(null), []);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    onValuesChange: clearFormError,
  });
  const fields = options.fields ?? ownFields(options.initialValues);

  // After the messages are on screen: the first field in error, centred so a sticky header leaves it visible.
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  const { setErrors } = form;
  const showErrors = useCallback(
    (fieldErrors: Readonly<Record<string, string>>, formMessage: string | null = null) => {
      setErrors({ ...fieldErrors });
      setFormError(formMessage);
      if (Object.keys(fieldErrors).length > 0) setFocusRequest((count) => count + 1);
    },
    [setErrors],
  );

  const checkAgainst = <Other extends ContractSchema>(other: Other, rules: ContractRules<Values> = {}) => {
    const result = contractResolver(other, { ...rules, fields: rules.fields ?? fields })(form.getValues());
    if ('data' in result) {
      showErrors({});
      return result.data;
    }
    showErrors(result.errors.fields, result.errors.form);
    return null;
  };
  const check = () => checkAgainst(schema, options);

  const showFailure = (error: unknown, mapping: Omit<FailureMapping, 'fields'> = {}) => {
    const placed = failureErrors(error, { ...mapping, fields });
    showErrors(placed.fields, placed.form);
    return placed;
  };

  const keepSaved = (values: Values) => {
    form.setValues(values);
    form.resetDirty(values);
  };

  return {
    ...form,
    formRef,
    formError,
    dirty: form.isDirty(),
    check,
    checkAgainst,
    showErrors,
    showFailure,
    keepSaved,
  };
}
