import type { Orm } from '../../db/database';
import { contactsRepository } from './contacts.repository';
import { suppressionRepository } from './suppression.repository';

export interface InboundLead {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Someone who reached out through the site (a consultation request) becomes a contact of each of
 * the given owners, tagged so they can find and mail them (docs/decisions/2026-11-23-consultation-leads.md).
 * An owner who already has the address keeps their contact as it is, with the tag added; a
 * suppressed address starts with its suppression status. Runs on the caller's handle.
 */
export async function addInboundLead(db: Orm, ownerIds: readonly number[], lead: InboundLead, tag: string) {
  const email = lead.email.trim().toLowerCase();
  const status = (await suppressionRepository.reasonFor(db, email)) ?? 'subscribed';
  for (const ownerId of ownerIds) {
    const { firstName, lastName } = lead;
    const created = await contactsRepository.insert(db, { ownerId, email, firstName, lastName, tags: [tag], status });
    if (created !== null) continue;
    const existing = await contactsRepository.idByOwnerEmail(db, ownerId, email);
    if (existing !== null) await contactsRepository.addTag(db, tag, [existing]);
  }
}
