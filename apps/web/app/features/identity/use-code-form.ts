import type { FormEvent } from 'react';
import type { ContractOutput, ContractSchema } from '../../lib/forms/contract-schema';
import { useContractForm } from '../../lib/forms/use-contract-form';

/**
 * A form of one code (the sign-up's email confirmation, an authenticator's code): checked against
 * `schema`, then `onConfirm`, whose message, if any, goes under the code field.
 */
export function useCodeForm<Schema extends ContractSchema>(
  schema: Schema,
  onConfirm: (code: string) => Promise<string | null>,
) {
  const form = useContractForm(schema, { initialValues: { code: '' } });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check() as (ContractOutput<Schema> & { code: string }) | null;
    if (!checked) return;
    const message = await onConfirm(checked.code);
    if (message) form.showErrors({ code: message });
  };
  return { form, submit };
}
