import { errorMessage } from '../../lib/error-message';

/**
 * How the confirm and preferences pages call the API for their signed link: once, after the page
 * renders (never on the server), and not again when React mounts the page a second time.
 */
export const LINK_CALL = { staleTime: Infinity, keepRunning: true } as const;

/** What a failed link call says. */
export const linkCallFailure = (error: unknown) => errorMessage(error, 'Something went wrong.');
