import { getMe, type CurrentUser } from '@meridian/contracts/users';
import { callEndpoint } from '../api-client';
import { storeCurrentUser } from '../stored-session';

/** After a sign-in: asks the server who this is and refreshes the cached items from its answer. */
export async function establishSession(): Promise<CurrentUser> {
  const user = await callEndpoint(getMe, { keepNotifications: true });
  storeCurrentUser(user);
  return user;
}
