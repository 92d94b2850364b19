import type { FormEvent } from 'react';
import { notify } from '../notify';

/** What a submit needs of a contract form (useContractForm). */
export interface SubmittableForm<Output> {
  check: () => Output | null;
  showFailure: (error: unknown, mapping?: { describe?: () => string }) => unknown;
}

/**
 * A form's submit, the one way every save form does it: checks the contract (messages under their
 * fields when it fails), saves, says what was saved (`save` resolves the message), then `after`;
 * a refused save keeps every value and shows its messages (`failure` when the server gave none).
 */
export function formSubmit<Output>(
  form: SubmittableForm<Output>,
  save: (data: Output) => Promise<string>,
  failure: string,
  after?: () => void,
): (event: FormEvent) => void {
  async function submit() {
    const data = form.check();
    if (!data) return;
    try {
      notify.success({ message: await save(data) });
      after?.();
    } catch (error) {
      form.showFailure(error, { describe: () => failure });
    }
  }
  return (event) => {
    event.preventDefault();
    void submit();
  };
}
