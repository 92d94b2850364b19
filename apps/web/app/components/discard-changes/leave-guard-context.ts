import { createContext, useContext } from 'react';

/**
 * What every discard guard on the page tells the one leave guard (leave-guard.tsx): whether its form
 * holds unsaved changes. `report` is cheap and re-renders nothing; the leave guard reads the reports
 * when the browser or the router is about to leave the page.
 */
export interface LeaveGuardRegistry {
  /** Records whether the form of guard `id` has unsaved changes (false also when it goes away). */
  report: (id: string, dirty: boolean) => void;
}

const noRegistry: LeaveGuardRegistry = { report: () => undefined };

export const LeaveGuardContext = createContext<LeaveGuardRegistry>(noRegistry);

/** The page's leave guard; outside one (unit tests of a single form) reports go nowhere. */
export const useLeaveGuardRegistry = () => useContext(LeaveGuardContext);
