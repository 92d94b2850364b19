import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateThrough, type TestDatabase } from '../../../test/test-database';
import { migrate, migrationsFolder } from '../../db/migrate';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_billboard_reviewed_targets'));
const previousTag = journal.entries[index - 1]?.tag ?? '';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

describe('the billboard reviewed-targets migration', () => {
  it('follows the migration before it', () => {
    expect(index).toBeGreaterThan(0);
    expect(previousTag).not.toBe('');
  });

  it('records the target of every creative approved (or paused after approval) as reviewed, version 0', async () => {
    database = await createTestDatabase({ migrated: false });
    const { db } = database;
    await migrateThrough(db, previousTag);
    const { rows: users } = await db.executeSql(
      `insert into app_users (sub, email, first_name, last_name) values ('ads', 'ads@example.com', 'Ava', 'Ads') returning id`,
    );
    const ownerId = Number(users[0]?.id);
    for (const status of ['draft', 'pending', 'approved', 'rejected', 'paused']) {
      await db.executeSql(
        `insert into billboard_creatives (owner_id, format, name, headline, line, target_url, status)
         values ($1, 'text', $2, 'Charting made simple', 'Try it free.', $3, $2)`,
        [ownerId, status, `https://advertiser.example/${status}`],
      );
    }
    await migrate(db);
    const { rows } = await db.executeSql(
      'select status, reviewed_target_url, reviewed_target_version from billboard_creatives order by id',
    );
    expect(rows).toEqual([
      { status: 'draft', reviewed_target_url: null, reviewed_target_version: 0 },
      { status: 'pending', reviewed_target_url: null, reviewed_target_version: 0 },
      { status: 'approved', reviewed_target_url: 'https://advertiser.example/approved', reviewed_target_version: 0 },
      { status: 'rejected', reviewed_target_url: null, reviewed_target_version: 0 },
      { status: 'paused', reviewed_target_url: 'https://advertiser.example/paused', reviewed_target_version: 0 },
    ]);
  });
});
