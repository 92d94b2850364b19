import type { Orm } from '../../db/database';
import { newsletterRepository } from './newsletter.repository';

/** A confirmed subscriber's address and name, on the caller's handle (automation sequences read it by id). */
export async function subscriberPerson(db: Orm, subscriberId: number) {
  const row = await newsletterRepository.byId(db, subscriberId);
  return row && { email: row.email, firstName: row.firstName, lastName: '' };
}
