import { listCalendar, type CalendarItem } from '@meridian/contracts/webinars';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, callEndpoint } from '../../lib/api-client';

export const CALENDAR_LOAD_ERROR = 'The session dates could not be loaded. Please try again.';

/**
 * The upcoming sessions (GET /api/v1/calendar), loaded while `active`. A background call: it
 * leaves the notifications on screen alone.
 */
export function useCalendar(active: boolean) {
  const [sessions, setSessions] = useState<CalendarItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const items = await callEndpoint(listCalendar, { keepNotifications: true });
      if (call === latest.current) setSessions(items);
    } catch (caught) {
      if (call === latest.current) setError(caught instanceof ApiError ? caught.message : CALENDAR_LOAD_ERROR);
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);

  /** The server said a session is full: show it so at once, before the reload confirms it. */
  const markFull = useCallback((sessionId: number) => {
    setSessions(
      (current) => current?.map((item) => (item.id === sessionId ? { ...item, seatsLeft: 0 } : item)) ?? null,
    );
  }, []);

  return { sessions, error, loading, reload, markFull };
}

export type CalendarState = ReturnType<typeof useCalendar>;
