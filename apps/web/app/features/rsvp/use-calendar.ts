import { listCalendar, type CalendarItem } from '@meridian/contracts/webinars';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

export const CALENDAR_LOAD_ERROR = 'The session dates could not be loaded. Please try again.';

/**
 * The upcoming sessions (GET /api/v1/calendar), loaded again each time it becomes `active`. A
 * background call: it leaves the notifications on screen alone. Views on one page share the answer.
 */
export function useCalendar(active: boolean) {
  const client = useQueryClient();
  const calendar = useEndpointQuery(listCalendar, { keepNotifications: true }, { enabled: active });
  const { refetch } = calendar;

  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  /** The server said a session is full: show it so at once, before the reload confirms it. */
  const markFull = useCallback(
    (sessionId: number) => {
      client.setQueryData<CalendarItem[]>(endpointQueryKey(listCalendar, {}), (current) =>
        current?.map((item) => (item.id === sessionId ? { ...item, seatsLeft: 0 } : item)),
      );
    },
    [client],
  );

  const loading = calendar.isFetching;
  return {
    sessions: calendar.data ?? null,
    // A load under way hides the last failure until it answers.
    error: calendar.error && !loading ? errorMessage(calendar.error, CALENDAR_LOAD_ERROR) : null,
    loading,
    reload,
    markFull,
  };
}

export type CalendarState = ReturnType<typeof useCalendar>;
