import { ROLES } from '@meridian/contracts/roles';
import { appUsers, userRoles } from '../../modules/users/users.tables';
import { insertReturningIds, insertRows } from '../bulk-insert.repository';
import { daysBefore, type DemoDomain, type DemoUser, type DemoUsers } from '../demo-context';
import { person } from '../people';

type RoleKey = keyof DemoUsers;

const ROLE_IDS: Record<RoleKey, number> = {
  admins: ROLES.Admin,
  sales: ROLES.Sales,
  emailMarketing: ROLES.EmailMarketing,
  affiliates: ROLES.Affiliate,
  advertisers: ROLES.Advertiser,
};

/** How many users of each role a scale makes: scale 1 has 15, scale 250 about 150. */
function headcount(scale: number): Record<RoleKey, number> {
  return {
    admins: 2,
    sales: 2 + Math.floor(scale / 25),
    emailMarketing: 2 + Math.floor(scale / 25),
    affiliates: 5 + Math.floor(scale / 3),
    advertisers: 4 + Math.floor(scale / 10),
  };
}

/**
 * Staff and partners of every role. Affiliates' referral code is their user id; a share of the
 * affiliates and advertisers signed up through an earlier affiliate's link (`referred_by_id`).
 * They have no identity-pool login; seed-demo-cli gives the first of each role one (demo-logins.ts).
 */
export const usersDemo: DemoDomain = {
  name: 'users',
  async seed({ db, random, scale, now, state }) {
    const users: DemoUsers = { admins: [], sales: [], emailMarketing: [], affiliates: [], advertisers: [] };
    let roleRows = 0;
    let referred = 0;
    let n = 0;
    const counts = headcount(scale);
    const firstAffiliates = Math.ceil(counts.affiliates / 2);
    // In waves, so a later affiliate or an advertiser can be referred by an affiliate already inserted.
    const waves: [RoleKey, number][] = [
      ['admins', counts.admins],
      ['sales', counts.sales],
      ['emailMarketing', counts.emailMarketing],
      ['affiliates', firstAffiliates],
      ['affiliates', counts.affiliates - firstAffiliates],
      ['advertisers', counts.advertisers],
    ];
    for (const [role, count] of waves) {
      const made = Array.from({ length: count }, () => {
        n += 1;
        const who = person(random, role === 'emailMarketing' ? 'marketer' : role.replace(/s$/, ''), n);
        const createdAt = random.between(daysBefore(now, 400), daysBefore(now, 1));
        const earlier = users.affiliates.filter((a) => a.createdAt < createdAt);
        const referrer = earlier.length > 0 && random.chance(0.4) ? random.pick(earlier) : undefined;
        if (referrer) referred += 1;
        return {
          who,
          row: {
            sub: random.uuid(),
            email: who.email,
            firstName: who.firstName,
            lastName: who.lastName,
            advertisingPlan: role === 'advertisers' ? random.pick(['monthly', 'yearly']) : null,
            referredById: referrer?.id ?? null,
            createdAt,
            updatedAt: createdAt,
          },
        };
      });
      const ids = await insertReturningIds(
        db,
        appUsers,
        appUsers.id,
        made.map((m) => m.row),
      );
      const inserted = made.map(
        (m, i): DemoUser => ({
          id: ids[i]!,
          email: m.row.email,
          name: `${m.who.firstName} ${m.who.lastName}`,
          createdAt: m.row.createdAt,
        }),
      );
      users[role] = [...users[role], ...inserted];
      const roles = inserted.map((u) => ({ userId: u.id, roleId: ROLE_IDS[role], grantedAt: u.createdAt }));
      await insertRows(db, userRoles, roles);
      roleRows += roles.length;
    }
    state.users = users;
    return { app_users: n, user_roles: roleRows, 'referred sign-ups': referred };
  },
};
