import type { WebinarSession } from '@meridian/contracts/webinars';
import { useEffect, useState, type FormEvent } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { ModalFormActions } from '../../components/discard-changes/modal-form';
import { browserTimeZone } from '../../lib/datetime';
import { notify } from '../../lib/notify';
import { SessionFormFields } from './session-form-fields';
import { SessionQuestionsEditor } from './session-questions-editor';
import { newSessionValues, sessionValues } from './session-form-values';
import { useSessionForm } from './use-session-form';
import { FormError } from '../../components/form-error';

interface SessionFormModalProps {
  /** 'new', a session to edit, or null when closed. */
  target: WebinarSession | 'new' | null;
  defaultPriceCents: number;
  onClose: () => void;
  onSaved: (session: WebinarSession) => void;
}

/**
 * "New session" and "Edit session": the same form, empty or filled. Closing it with unsaved changes
 * (Escape, the close button, a click outside, Cancel) asks before they are thrown away.
 */
export function SessionFormModal({ target, defaultPriceCents, onClose, onSaved }: SessionFormModalProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <GuardedFormModal
      opened={target !== null}
      onClose={onClose}
      title={editing ? 'Edit session' : 'New session'}
      size="lg"
    >
      {(guard) => (
        <SessionForm
          // A new target starts a fresh form; list refreshes leave the one being typed alone.
          key={editing ? `edit-${editing.id}` : 'new'}
          session={editing}
          defaultPriceCents={defaultPriceCents}
          onCancel={guard.requestClose}
          onDirtyChange={guard.setDirty}
          onSaved={onSaved}
        />
      )}
    </GuardedFormModal>
  );
}

interface SessionFormProps {
  session: WebinarSession | null;
  defaultPriceCents: number;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (session: WebinarSession) => void;
}

function SessionForm({ session, defaultPriceCents, onCancel, onDirtyChange, onSaved }: SessionFormProps) {
  const [ownZone] = useState(browserTimeZone);
  const form = useSessionForm(session ? sessionValues(session) : newSessionValues(ownZone, defaultPriceCents), session);

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  // A form that is gone (saved, or discarded) has nothing left to lose.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await form.save();
    if (!saved) return;
    notify.success({
      message: session ? `Saved the changes to “${saved.title}”.` : `“${saved.title}” is scheduled.`,
    });
    onSaved(saved);
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={form.formError} mb="sm" />
      <SessionFormFields form={form} defaultPriceCents={defaultPriceCents} ownZone={ownZone} />
      <SessionQuestionsEditor form={form} />
      <ModalFormActions
        mt="lg"
        busy={form.busy}
        submitLabel={session ? 'Save changes' : 'Create session'}
        onCancel={onCancel}
      />
    </form>
  );
}
