import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Orm } from '../../db/database';
import { familiarAddressRepository } from './familiar-address.repository';

const DAY_MS = 86_400_000;

/**
 * The network a sign-in address stands for: an IPv4 address itself (also when written IPv4-mapped,
 * `::ffff:203.0.113.5`), an IPv6 address by its /64, which a home or phone keeps while the
 * device's own part changes (privacy addresses). Anything else as it is.
 */
export function addressNetwork(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(text)) return text;
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The addresses each account signed in from (docs/product.md, Identity): an address that signed in
 * successfully within `days` keeps its own sign-in budget while strangers' failures slow the account
 * down. Only a keyed hash of the address's network is stored.
 */
export function createFamiliarAddresses(
  orm: Orm,
  options: { days: number; now: () => Date; key: () => Promise<Buffer> },
) {
  const hash = async (address: string) =>
    createHmac('sha256', await options.key())
      .update(addressNetwork(address))
      .digest('base64url');
  const since = () => new Date(options.now().getTime() - options.days * DAY_MS);

  return {
    async isFamiliar(username: string, address: string): Promise<boolean> {
      return familiarAddressRepository.isFamiliar(orm, username, await hash(address), since());
    },

    /** The account signed in (or reset its password) from this address now. */
    async remember(userSub: string, address: string): Promise<void> {
      await familiarAddressRepository.remember(orm, userSub, await hash(address), options.now());
    },
  };
}
export type FamiliarAddresses = ReturnType<typeof createFamiliarAddresses>;

/** Housekeeping: forgets addresses not signed in from for `days`. */
export function pruneFamiliarAddresses(orm: Orm, days: number, now: Date): Promise<number> {
  return familiarAddressRepository.prune(orm, new Date(now.getTime() - days * DAY_MS));
}
