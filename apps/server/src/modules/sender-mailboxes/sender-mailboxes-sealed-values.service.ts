import type { SealedValues } from '../../core/secrets/sealed-values';
import { senderMailboxesRepository } from './sender-mailboxes.repository';
import { credentialsContext } from './sender-mailboxes.service';

/** Each sender's app password or OAuth refresh token, sealed per user. */
export const senderMailboxSealedValues: SealedValues = {
  name: 'sender mailbox passwords and OAuth tokens',
  list: async (db) =>
    (await senderMailboxesRepository.listSecrets(db)).map((row) => ({
      id: String(row.userId),
      ciphertext: row.secret,
      context: credentialsContext(row.userId),
    })),
  replace: (db, userId, before, after) => senderMailboxesRepository.resealSecret(db, Number(userId), before, after),
};
