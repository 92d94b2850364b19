import { useCallback, useRef, useState } from 'react';
import type { DiscardChangesDialogProps } from './discard-changes-dialog';

export interface DiscardGuard {
  /** Whether the "Discard changes?" question is open. */
  asking: boolean;
  /** The form reports whether it holds unsaved changes. */
  setDirty: (dirty: boolean) => void;
  /** Use as the form's close action (Escape, close button, click outside, Cancel). */
  requestClose: () => void;
  /** Spread onto a DiscardChangesDialog. */
  dialogProps: DiscardChangesDialogProps;
}

/**
 * Guards a form in a modal against losing what was typed: a clean form closes at once, a dirty one
 * asks "Discard changes?" first. Give the form's modal `onClose={guard.requestClose}` and
 * `closeOnEscape={!guard.asking}` (so Escape answers the question instead of asking again).
 */
export function useDiscardGuard(close: () => void): DiscardGuard {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else close();
  }, [close]);

  const onKeep = useCallback(() => setAsking(false), []);

  const onDiscard = useCallback(() => {
    setAsking(false);
    dirty.current = false;
    close();
  }, [close]);

  return { asking, setDirty, requestClose, dialogProps: { opened: asking, onKeep, onDiscard } };
}
