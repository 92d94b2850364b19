import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { DiscardChangesDialogProps } from './discard-changes-dialog';
import { useLeaveGuardRegistry } from './leave-guard-context';

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
 * Guards a form (in a modal or on its page) against losing what was typed: a clean form closes at
 * once, a dirty one asks "Discard changes?" first. A modal's form: give the modal
 * `onClose={guard.requestClose}` and `closeOnEscape={!guard.asking}` (so Escape answers the question
 * instead of asking again). While the form is dirty, leaving the page (a link, Back, closing the tab)
 * asks too: the guard reports to the page's LeaveGuard.
 */
export function useDiscardGuard(close: () => void): DiscardGuard {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const id = useId();
  const { report } = useLeaveGuardRegistry();

  const setDirty = useCallback(
    (value: boolean) => {
      dirty.current = value;
      report(id, value);
    },
    [id, report],
  );

  // A form that goes away has nothing left to lose.
  useEffect(() => () => report(id, false), [id, report]);

  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else close();
  }, [close]);

  const onKeep = useCallback(() => setAsking(false), []);

  const onDiscard = useCallback(() => {
    setAsking(false);
    setDirty(false);
    close();
  }, [close, setDirty]);

  return { asking, setDirty, requestClose, dialogProps: { opened: asking, onKeep, onDiscard } };
}

/**
 * The same guard for a form that stays on its page and has no close action of its own (a legal
 * document, the site settings): while `dirty`, leaving the page asks "Discard changes?" first.
 */
export function usePageFormGuard(dirty: boolean): void {
  const id = useId();
  const { report } = useLeaveGuardRegistry();
  useEffect(() => report(id, dirty), [id, dirty, report]);
  useEffect(() => () => report(id, false), [id, report]);
}
