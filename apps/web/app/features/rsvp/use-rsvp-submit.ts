import {
  createCheckout,
  getRegistrationStatus,
  registerRsvp,
  RSVP_MESSAGES,
  type Registration,
} from '@meridian/contracts/rsvp';
import { joinWaitlist } from '@meridian/contracts/rsvp-waitlist';
import type { AnswersInput } from '@meridian/contracts/webinars-questions';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { browserTimeZone } from '../../lib/datetime';
import { failureErrors } from '../../lib/forms/failure-errors';
import { notify } from '../../lib/notify';
import { readReferral } from '../../lib/referral';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { usePageRestored } from '../../lib/use-page-restored';
import { landingSource } from '../../lib/visit-beacon';
import { leaveFor } from './leave-for';
import { RSVP_FIELDS, type RsvpData, type WaitlistData } from './rsvp-form-values';

const UNEXPECTED = 'Something unexpected happened. Please try again.';

/** What a refused call means for the modal. */
export interface RsvpFailure {
  errors: Record<string, string>;
  /** The server says the session filled up meanwhile (409): offer the waitlist instead. */
  sessionFull: boolean;
}

export type ReserveResult = { ok: true } | ({ ok: false } & RsvpFailure);
export type WaitlistResult = { ok: true; position: number } | ({ ok: false } & RsvpFailure);

/** The red "Error" notice, followed by what the server said. */
function reportFailure(error: unknown): RsvpFailure {
  if (!(error instanceof ApiError)) {
    console.error('RSVP failed', error);
    notify.error({ title: RSVP_MESSAGES.errorTitle, message: `${RSVP_MESSAGES.signUpError}${UNEXPECTED}` });
    return { errors: {}, sessionFull: false };
  }
  // HTTP 200 with success false has shown its own red notice already (api-client).
  if (error.status !== 200) {
    notify.error({ title: RSVP_MESSAGES.errorTitle, message: `${RSVP_MESSAGES.signUpError}${error.message}` });
  }
  return {
    errors: failureErrors(error, { fields: RSVP_FIELDS }).fields,
    sessionFull: error.status === 409 && error.message === RSVP_MESSAGES.sessionFull,
  };
}

/** A failed checkout call that means the held registration cannot be paid any more. */
function registrationIsGone(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Post the registration with a solved booking check (`takeCheck`, use-booking-check.tsx); on
 * success post its data again to create the payment session and send the browser to the returned
 * URL. A registration whose checkout could not be created is kept (its seat is held), so trying
 * again with the same email and date only retries the checkout.
 */
export function useRsvpSubmit(offerToken: string | null, takeCheck: () => Promise<string | null>) {
  const [busy, setBusy] = useState(false);
  const held = useRef<{ key: string; registration: Registration } | null>(null);
  const { mutateAsync: status } = useEndpointMutation(getRegistrationStatus);
  const { mutateAsync: register } = useEndpointMutation(registerRsvp);
  const { mutateAsync: checkout } = useEndpointMutation(createCheckout);
  const { mutateAsync: waitlist } = useEndpointMutation(joinWaitlist);

  // Back from the checkout this modal sent the browser to: the button was left busy, and the seat
  // held may have been paid or released meanwhile. A paid one says so; a closed one is forgotten, so
  // the next "Continue to Payment" books afresh; an open one is continued.
  usePageRestored(() => {
    setBusy(false);
    const kept = held.current;
    if (!kept) return;
    status({ params: { reference: kept.registration.reference }, keepNotifications: true })
      .then((view) => {
        if (view.status === 'pending') return;
        held.current = null;
        if (view.status === 'paid') {
          notify.success({
            title: 'Already paid',
            message: `Your seat for ${view.sessionTitle} is paid. Your confirmation email has every detail.`,
          });
        }
      })
      .catch(() => undefined);
  });

  const reserve = useCallback(
    async (data: RsvpData, answers: AnswersInput = {}, promoCode?: string): Promise<ReserveResult> => {
      setBusy(true);
      let leaving = false;
      const key = `${data.email.toLowerCase()}|${data.date}|${promoCode ?? ''}`;
      try {
        const kept = held.current;
        let registration =
          kept?.key === key && Date.parse(kept.registration.holdExpiresAt) > Date.now() ? kept.registration : null;
        if (!registration) {
          const altcha = await takeCheck();
          if (!altcha) {
            notify.error({
              title: RSVP_MESSAGES.errorTitle,
              message: `${RSVP_MESSAGES.signUpError}${RSVP_MESSAGES.challenge}`,
            });
            return { ok: false, errors: {}, sessionFull: false };
          }
          registration = await register({
            body: {
              ...data,
              answers,
              altcha,
              affiliateId: readReferral() ?? 0,
              timeZone: browserTimeZone(),
              // Where the visitor came from, for the KPI's sources (docs/product.md, KPI and visit counting).
              ...landingSource(),
              ...(offerToken ? { offerToken } : {}),
              ...(promoCode ? { promoCode } : {}),
            },
          });
          held.current = { key, registration };
        }
        try {
          const { url } = await checkout({ body: registration });
          leaving = true;
          leaveFor(url);
          return { ok: true };
        } catch (error) {
          if (registrationIsGone(error)) held.current = null;
          throw error;
        }
      } catch (error) {
        return { ok: false, ...reportFailure(error) };
      } finally {
        // While the browser leaves for checkout the button stays busy: no second submission.
        if (!leaving) setBusy(false);
      }
    },
    [offerToken, takeCheck, register, checkout],
  );

  const joinTheWaitlist = useCallback(
    async (data: WaitlistData): Promise<WaitlistResult> => {
      setBusy(true);
      try {
        const entry = await waitlist({ body: { ...data, timeZone: browserTimeZone() } });
        return { ok: true, position: entry.position };
      } catch (error) {
        return { ok: false, ...reportFailure(error) };
      } finally {
        setBusy(false);
      }
    },
    [waitlist],
  );

  return { busy, reserve, joinWaitlist: joinTheWaitlist };
}

export type RsvpSubmit = ReturnType<typeof useRsvpSubmit>;
