import { checkPromoCode, PROMO_CODE_MESSAGES, type PromoQuote } from '@meridian/contracts/promo-codes';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

/** A quote and the session it was made for: another session needs the code checked again. */
interface Applied {
  quote: PromoQuote;
  sessionId: string;
}

const UNAVAILABLE = 'The code could not be checked right now. Please try again.';

/**
 * The RSVP modal's "Have a code?" (docs/product.md, Promo codes): the code as typed, its check against
 * the chosen session (the price before and after), and the reason a refused code is refused. Nothing
 * here touches the form's other fields.
 */
export function usePromoCode() {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<Applied | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync, isPending } = useEndpointMutation(checkPromoCode);

  const apply = useCallback(
    async (sessionId: string, email: string) => {
      setApplied(null);
      if (!typed.trim()) return setError(PROMO_CODE_MESSAGES.unknown);
      if (!sessionId) return setError(PROMO_CODE_MESSAGES.sessionRequired);
      try {
        const quote = await mutateAsync({
          body: { promoCode: typed, sessionId: Number(sessionId), ...(email.trim() ? { email } : {}) },
          keepNotifications: true,
        });
        setError(null);
        setApplied({ quote, sessionId });
      } catch (failure) {
        setError(failure instanceof ApiError ? (failure.errors?.[0]?.message ?? failure.message) : UNAVAILABLE);
      }
    },
    [typed, mutateAsync],
  );

  return {
    opened,
    open: () => setOpened(true),
    typed,
    type: (value: string) => {
      setTyped(value);
      setError(null);
      setApplied(null);
    },
    checking: isPending,
    error,
    /** The server refused the code when the seat was booked. */
    refuse: setError,
    apply,
    /** The quote for `sessionId`, if the code was checked for it. */
    quoteFor: (sessionId: string) => (applied?.sessionId === sessionId ? applied.quote : null),
    /** What the booking sends: the code typed, if any. */
    code: () => typed.trim() || undefined,
  };
}
export type PromoCodeState = ReturnType<typeof usePromoCode>;
