import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/**
 * Runs an admin action (cancel, refund, resend): busy while it runs; a failure shows the server's
 * message as the usual red notification titled with the section. Resolves with the result, or null.
 */
export function useAdminAction(section: string) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(call: () => Promise<T>, failure: string): Promise<T | null> => {
      setBusy(true);
      try {
        return await call();
      } catch (error) {
        notify.error({ title: section, message: error instanceof ApiError ? error.message : failure });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [section],
  );
  return { busy, run };
}
