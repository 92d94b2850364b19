import type { WaitlistOffer } from '@meridian/contracts/rsvp-waitlist';
import { createContext, useContext } from 'react';

/** How the RSVP modal is opened: plain, with a session chosen, or to claim a waitlist offer. */
export interface RsvpModalRequest {
  sessionId?: number;
  offer?: WaitlistOffer;
}

export interface RsvpModalControls {
  open: (request?: RsvpModalRequest) => void;
  /** Starts loading the modal's code (on hover or focus of a button that opens it). */
  preload: () => void;
}

export const RsvpModalContext = createContext<RsvpModalControls | null>(null);

/** The RSVP modal of the public layout; null outside it (callers then link to /rsvp). */
export function useRsvpModal(): RsvpModalControls | null {
  return useContext(RsvpModalContext);
}
