import { cancelRsvp, refundRsvp, resendRsvpConfirmation, type RsvpRow } from '@meridian/contracts/rsvp-admin';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { formatMoneyExact } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useAdminAction } from '../../components/admin/use-admin-action';

export type RsvpAction = 'resend' | 'cancel' | 'refund';

const ENDPOINT = { resend: resendRsvpConfirmation, cancel: cancelRsvp, refund: refundRsvp } as const;

export const rsvpName = (row: RsvpRow) => `${row.firstName} ${row.lastName}`.trim();

function doneMessage(action: RsvpAction, row: RsvpRow): string {
  switch (action) {
    case 'resend':
      return `The confirmation was sent again to ${row.email}.`;
    case 'cancel':
      return `${rsvpName(row)}’s registration is cancelled and the seat released.`;
    case 'refund':
      return `${formatMoneyExact(row.amountCents, row.currency)} refunded to ${rsvpName(row)}.`;
  }
}

/**
 * Resend, cancel and refund for RSVP rows. Cancel and refund wait in `asked` for the admin to
 * confirm; the changed row goes to `onChanged`. Failures show the server's message in red.
 */
export function useRsvpActions(onChanged: (row: RsvpRow) => void) {
  const [asked, setAsked] = useState<{ action: 'cancel' | 'refund'; row: RsvpRow } | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: RsvpAction } | null>(null);
  const { run } = useAdminAction('RSVP');

  async function perform(action: RsvpAction, row: RsvpRow) {
    setBusy({ id: row.id, action });
    const changed = await run(
      () => callEndpoint(ENDPOINT[action], { params: { id: row.id } }),
      'The change could not be saved.',
    );
    setBusy(null);
    if (!changed) return;
    notify.success({ message: doneMessage(action, changed) });
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
