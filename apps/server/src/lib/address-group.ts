import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.length === 8 ? groups.map((group) => group.toLowerCase().padStart(4, '0')) : null;
}

/**
 * The address a limit per visitor counts by: an IPv4 address as it is (an IPv4-mapped IPv6 one as
 * its IPv4), an IPv6 address as its /64, the block one subscriber usually holds whole, so walking
 * through the addresses of one network does not multiply a visitor.
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip.split('%')[0] ?? ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}
