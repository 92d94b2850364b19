import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { notify } from '../../lib/notify';
import { RsvpModalContext, type RsvpModalControls, type RsvpModalRequest } from './rsvp-modal-context';
import type { RsvpModalProps } from './rsvp-modal';

const loadModal = () => import('./rsvp-modal');

export const MODAL_LOAD_ERROR = 'The booking form could not be loaded. Check your connection and try again.';

interface ModalState {
  opened: boolean;
  request: RsvpModalRequest;
}

/**
 * Lets any public page (and the header's RSVP button) open the RSVP modal. Its code loads on first
 * use; once opened it stays mounted, so what the visitor typed survives closing and reopening.
 */
export function RsvpModalProvider({ children }: { children: ReactNode }) {
  const [Modal, setModal] = useState<ComponentType<RsvpModalProps> | null>(null);
  const [state, setState] = useState<ModalState | null>(null);

  const open = useCallback((request: RsvpModalRequest = {}) => {
    loadModal()
      .then((module) => {
        setModal(() => module.RsvpModal);
        setState({ opened: true, request });
      })
      .catch((error: unknown) => {
        console.error('RSVP modal failed to load', error);
        notify.error({ title: 'RSVP', message: MODAL_LOAD_ERROR });
      });
  }, []);
  const close = useCallback(() => setState((current) => (current ? { ...current, opened: false } : current)), []);
  const preload = useCallback(() => {
    loadModal().catch(() => undefined); // Opening the modal tries again and reports a failure.
  }, []);
  const controls = useMemo<RsvpModalControls>(() => ({ open, preload }), [open, preload]);

  return (
    <RsvpModalContext.Provider value={controls}>
      {children}
      {Modal && state ? <Modal opened={state.opened} request={state.request} onClose={close} /> : null}
    </RsvpModalContext.Provider>
  );
}
