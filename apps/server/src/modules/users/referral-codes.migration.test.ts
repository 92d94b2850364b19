import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateThrough, type TestDatabase } from '../../../test/test-database';
import { migrate, migrationsFolder } from '../../db/migrate';
import { referralsRepository } from './referrals.repository';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const codesIndex = journal.entries.findIndex((entry) => entry.tag.endsWith('_referral_codes'));
const previousTag = journal.entries[codesIndex - 1]?.tag ?? '';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

/** An account as the app wrote it, holding `roleId` (3 Affiliate, 2 Sales, 4 Advertiser). */
async function account(db: TestDatabase['db'], email: string, roleId: number): Promise<number> {
  const { rows } = await db.executeSql(
    `insert into app_users (sub, email, first_name, last_name) values ($1, $1, 'Old', 'Partner') returning id`,
    [email],
  );
  const id = Number(rows[0]?.id);
  await db.executeSql('insert into user_roles (user_id, role_id) values ($1, $2)', [id, roleId]);
  return id;
}

describe('the referral codes migration', () => {
  it('follows the migration before it', () => {
    expect(codesIndex).toBeGreaterThan(0);
    expect(previousTag).not.toBe('');
  });

  it('gives every account a random code, and old links (the user id) still credit the accounts of before', async () => {
    database = await createTestDatabase({ migrated: false });
    const { db } = database;
    await migrateThrough(db, previousTag);
    const affiliate = await account(db, 'old.affiliate@codes.test', 3);
    const sales = await account(db, 'old.sales@codes.test', 2);
    const advertiser = await account(db, 'old.advertiser@codes.test', 4);

    await migrate(db);

    const { rows } = await db.executeSql('select id, referral_code, legacy_numeric_code from app_users order by id');
    expect(rows.map((row) => row.legacy_numeric_code)).toEqual([true, true, true]);
    const codes = rows.map((row) => String(row.referral_code));
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-s]{10}$/);
    expect(new Set(codes).size).toBe(3);

    const orm = db.orm;
    // The old links carry the id: they credit the affiliate and the sales member as before.
    expect(await referralsRepository.referringAffiliate(orm, String(affiliate))).toBe(affiliate);
    expect(await referralsRepository.referringAffiliate(orm, String(sales))).toBe(sales);
    expect(await referralsRepository.referringAffiliate(orm, codes[0]!)).toBe(affiliate);
    // Someone who may not earn from links is nobody's referrer, by id or code.
    expect(await referralsRepository.referringAffiliate(orm, String(advertiser))).toBeNull();
    expect(await referralsRepository.referringAffiliate(orm, codes[2]!)).toBeNull();

    // An account made after the migration is reached by its code alone: its id reveals nothing.
    const newcomer = await account(db, 'new.affiliate@codes.test', 3);
    const after = await db.executeSql('select referral_code, legacy_numeric_code from app_users where id = $1', [
      newcomer,
    ]);
    expect(after.rows[0]?.legacy_numeric_code).toBe(false);
    expect(await referralsRepository.referringAffiliate(orm, String(newcomer))).toBeNull();
    expect(await referralsRepository.referringAffiliate(orm, String(after.rows[0]?.referral_code))).toBe(newcomer);
  });
});
