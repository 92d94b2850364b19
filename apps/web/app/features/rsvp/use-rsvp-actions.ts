import { cancelRsvp, refundRsvp, resendRsvpConfirmation, type RsvpRow } from '@meridian/contracts/rsvp-admin';
import { useState } from 'react';
import { formatMoneyExact } from '../../lib/format';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

export type RsvpAction = 'resend' | 'cancel' | 'refund';

export const rsvpName = (row: RsvpRow) => `${row.firstName} ${row.lastName}`.trim();

const DONE: Record<RsvpAction, (row: RsvpRow) => string> = {
  resend: (row) => `The confirmation was sent again to ${row.email}.`,
  cancel: (row) => `${rsvpName(row)}’s registration is cancelled and the seat released.`,
  refund: (row) => `${formatMoneyExact(row.amountCents, row.currency)} refunded to ${rsvpName(row)}.`,
};

const FAILURE = { title: 'RSVP', fallback: 'The change could not be saved.' };

/**
 * Resend, cancel and refund for RSVP rows. Cancel and refund wait in `asked` for the admin to
 * confirm; the changed row goes to `onChanged`. Failures show the server's message in red.
 */
export function useRsvpActions(onChanged: (row: RsvpRow) => void) {
  const [asked, setAsked] = useState<{ action: 'cancel' | 'refund'; row: RsvpRow } | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: RsvpAction } | null>(null);
  const calls = {
    resend: useEndpointMutation(resendRsvpConfirmation, { failure: FAILURE, success: DONE.resend }),
    cancel: useEndpointMutation(cancelRsvp, { failure: FAILURE, success: DONE.cancel }),
    refund: useEndpointMutation(refundRsvp, { failure: FAILURE, success: DONE.refund }),
  };

  async function perform(action: RsvpAction, row: RsvpRow) {
    setBusy({ id: row.id, action });
    const changed = await calls[action].run({ params: { id: row.id } });
    setBusy(null);
    if (!changed) return;
    onChanged(changed);
    setAsked(null);
  }

  return {
    asked,
    /** The action running now, and on which row. */
    busy,
    /** Resend goes at once; cancel and refund ask first. */
    request: (action: RsvpAction, row: RsvpRow) =>
      action === 'resend' ? void perform(action, row) : setAsked({ action, row }),
    confirm: () => (asked ? perform(asked.action, asked.row) : Promise.resolve()),
    dismiss: () => setAsked(null),
  };
}

export type RsvpActions = ReturnType<typeof useRsvpActions>;
