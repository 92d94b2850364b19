import * as sequences from '@meridian/contracts/automation';
import type { Automation } from '@meridian/contracts/automation';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { automationInput, automationValues, fieldPath, type AutomationValues } from './automation-values';

/** Messages for the whole list of steps or trigger show there; a step's own under its field. */
const FIELDS = { name: 'name', trigger: 'trigger', segmentId: 'segmentId', steps: 'steps' };

/** Every contract message inside the trigger and the steps, under the field it is about. */
function nestedMessages(values: AutomationValues): Partial<Record<string, string>> {
  const result = sequences.automationFormSchema.safeParse(automationInput(values));
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    if (issue.path.length < 2) continue;
    messages[fieldPath(issue.path)] ??= issue.message;
  }
  return messages;
}

const OWN_MESSAGES: Record<'trigger' | 'steps', readonly string[]> = {
  trigger: [sequences.AUTOMATION_MESSAGES.triggerRequired],
  steps: [sequences.AUTOMATION_MESSAGES.stepsRequired, sequences.AUTOMATION_MESSAGES.tooManySteps],
};

/**
 * The message about `field` as a whole (which trigger, how many steps). A message about one of its
 * inner fields shows under that field only, so typing there clears it everywhere.
 */
export function ownMessage(errors: Readonly<Record<string, unknown>>, field: 'trigger' | 'steps'): string | null {
  const message = errors[field];
  return typeof message === 'string' && OWN_MESSAGES[field].includes(message) ? message : null;
}

const READS = [sequences.listAutomations, sequences.getAutomation, sequences.listAutomationRuns];

/**
 * The builder of one sequence (new when `automation` is null): the contract's messages under each
 * field, Save as a new version, and Activate / Pause with the server's refusal shown on the form.
 */
export function useAutomationBuilder(automation: Automation | null, onSaved: (saved: Automation) => void) {
  const refresh = { invalidates: READS };
  const create = useEndpointMutation(sequences.createAutomation, refresh);
  const update = useEndpointMutation(sequences.updateAutomation, refresh);
  const activate = useEndpointMutation(sequences.activateAutomation, refresh);
  const pause = useEndpointMutation(sequences.pauseAutomation, refresh);
  const form = useContractForm(sequences.automationFormSchema, {
    initialValues: automationValues(automation),
    toInput: automationInput,
    fields: FIELDS,
    extraRules: nestedMessages,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'activate' | 'pause' | null>(null);

  async function save(): Promise<Automation | null> {
    const body = form.check();
    if (!body) return null;
    if (automation && !form.dirty) return automation;
    setBusy('save');
    setNotice(null);
    try {
      const saved = automation
        ? await update.mutateAsync({ params: { id: automation.id }, body })
        : await create.mutateAsync({ body });
      form.setInitialValues(form.getValues());
      form.resetDirty();
      onSaved(saved);
      setNotice(`Saved as version ${saved.version}.`);
      return saved;
    } catch (error) {
      form.showFailure(error);
      return null;
    } finally {
      setBusy(null);
    }
  }

  /** Saves what is typed first, then activates or pauses; a refusal shows as the form's message. */
  async function change(action: 'activate' | 'pause') {
    const saved = await save();
    if (!saved) return;
    setBusy(action);
    try {
      const call = action === 'activate' ? activate : pause;
      const changed = await call.mutateAsync({ params: { id: saved.id } });
      onSaved(changed);
      setNotice(action === 'activate' ? 'The sequence is active.' : 'The sequence is paused.');
    } catch (error) {
      setNotice(null);
      form.showErrors({}, errorMessage(error, 'The sequence could not be changed.'));
    } finally {
      setBusy(null);
    }
  }

  return {
    form,
    busy,
    notice,
    save,
    activate: () => change('activate'),
    pause: () => change('pause'),
  };
}

export type AutomationBuilderState = ReturnType<typeof useAutomationBuilder>;
