import { useState } from 'react';
import type { ContractForm } from './forms/use-contract-form';

interface DraftSaveOptions<Values, Saved, Body> {
  form: ContractForm<Values, unknown>;
  /** The server's copy, or null for a draft not saved yet. */
  draft: Saved | null;
  /** Answers the server gives without a field that still belong to one. */
  messageFields: Readonly<Record<string, string | number>>;
  create: (body: Body) => Promise<Saved>;
  update: (draft: Saved, body: Body) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
}

/**
 * Saving a draft form (a campaign's, a newsletter issue's): a new draft always, a saved one when
 * something differs from the server's copy; every refusal under its field or as the form's message,
 * nothing typed lost.
 */
export function useDraftSave<Values, Saved, Body>(options: DraftSaveOptions<Values, Saved, Body>) {
  const { form, draft } = options;
  const [saving, setSaving] = useState(false);

  /** Shows a refusal: under the field it concerns, else for the whole form. */
  function showRefusal(error: unknown) {
    const placed = form.showFailure(error);
    const field = placed.form ? options.messageFields[placed.form] : undefined;
    if (field) form.showErrors({ ...placed.fields, [String(field)]: placed.form ?? '' });
  }

  /** Stores a checked body (null when the checks failed); the saved draft, or null. */
  async function store(body: Body | null): Promise<Saved | null> {
    if (!body) return null;
    if (draft && !form.dirty) return draft;
    setSaving(true);
    try {
      const saved = draft ? await options.update(draft, body) : await options.create(body);
      form.setInitialValues(form.getValues());
      form.resetDirty();
      options.onSaved(saved);
      return saved;
    } catch (error) {
      showRefusal(error);
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { saving, store, showRefusal };
}
