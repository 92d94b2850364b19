import type { Random } from './random';

const FIRST_NAMES = (
  'Ada Alan Amara Ben Carmen Chen Dana Diego Elena Emeka Fatima Felix Grace Hana Hugo Ines Ivan Jade ' +
  'Jonas Kai Karin Leila Liam Lucia Malik Maya Nadia Noah Olga Omar Priya Quinn Rafael Rosa Sami Sofia ' +
  'Tariq Tess Uma Victor Wen Xavier Yara Yusuf Zoe Marta Pierre Aiko'
).split(' ');

const LAST_NAMES = (
  'Adams Bauer Costa Dubois Eriksen Fischer Garcia Haddad Ito Jensen Kowalski Lopez Moreau Nakamura ' +
  'Okafor Petrov Quispe Rossi Schmidt Tanaka Usman Varga Weber Xu Yilmaz Zhang Novak Silva Khan Murphy ' +
  'Olsen Park'
).split(' ');

/** Reserved for documentation and tests (RFC 2606, RFC 6761): mail to them never reaches anyone. */
const DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example', 'inbox.test'];

export interface Person {
  firstName: string;
  lastName: string;
  /** Lower-case, unique per `(kind, n)`. */
  email: string;
  phone: string;
}

/**
 * The `n`-th demo person of a kind (`visitor`, `contact`, `reader`…): a random name and an address
 * on a reserved domain, unique because it carries the kind and n.
 */
export function person(random: Random, kind: string, n: number): Person {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const local = `${firstName}.${lastName}.${kind}${n}`.toLowerCase();
  return {
    firstName,
    lastName,
    email: `${local}@${random.pick(DOMAINS)}`,
    // 555-0100 to 555-0199: reserved for fiction in the North American numbering plan.
    phone: `+1 ${random.pick(['212', '312', '415', '617', '713'])} 555 01${String(random.int(0, 99)).padStart(2, '0')}`,
  };
}
