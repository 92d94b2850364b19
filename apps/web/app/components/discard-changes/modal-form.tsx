import { Button, Group, type GroupProps } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import { formSubmit, type SubmittableForm } from '../../lib/forms/form-submit';

/** What a form inside a guarded modal reports to it. */
export interface ModalFormProps {
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

interface SavableForm<Output> extends SubmittableForm<Output> {
  dirty: boolean;
}

/**
 * The submit of a form in a guarded modal: checks the contract, saves, says so, closes; a refused
 * save keeps every value and shows its messages (`failure` when the server gave none). Keeps the
 * modal told whether there is anything to lose.
 */
export function useModalFormSubmit<Output>(
  form: SavableForm<Output>,
  { onDirtyChange, onSaved }: Pick<ModalFormProps, 'onDirtyChange' | 'onSaved'>,
  save: (data: Output) => Promise<string>,
  failure: string,
): (event: FormEvent) => void {
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  // A form that is gone (saved, or discarded) has nothing left to lose.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  return formSubmit(form, save, failure, () => {
    onDirtyChange(false);
    onSaved();
  });
}

interface ModalFormActionsProps extends GroupProps {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** Cancel and the submit button, at the foot of a modal form. */
export function ModalFormActions({ busy, submitLabel, onCancel, ...group }: ModalFormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" {...group}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
