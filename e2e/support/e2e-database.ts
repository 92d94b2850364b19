import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * E2E_DATABASE_URL set (CI sets it): the e2e server runs on a fresh PostgreSQL database made from that
 * server's URL, dropped by the global teardown. Unset: the embedded PGlite under the data folder, as
 * `npm start` runs (docs/testing.md).
 */
export async function createE2eDatabase(serverUrl: string): Promise<string> {
  const name = `e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function dropE2eDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^e2e_\d+_[0-9a-f]{8}$/.test(name)) return;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Moves a session `hours` into the past, straight in the e2e server's PostgreSQL database
 * (E2E_SERVER_DATABASE_URL): no product path makes a past session (a session must start in the
 * future, and the shortest runs 15 minutes), yet replays need one. Null when the server runs on the
 * embedded PGlite, which only its own process can open; the spec is skipped then.
 */
export function pastSessionMover(): ((sessionId: number, hours: number) => Promise<void>) | null {
  const databaseUrl = process.env.E2E_SERVER_DATABASE_URL;
  if (!databaseUrl) return null;
  return async (sessionId, hours) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        `UPDATE webinar_sessions SET starts_at = starts_at - make_interval(hours => $2) WHERE id = $1`,
        [sessionId, hours],
      );
    } finally {
      await client.end();
    }
  };
}

/**
 * Ends a campaign's subject-line test wait now, straight in the e2e server's PostgreSQL database
 * (E2E_SERVER_DATABASE_URL): the shortest wait the product allows is an hour, and the winner is
 * then picked by delivery's next run (its every-minute job). Null on the embedded PGlite, which only
 * its own process can open; the spec is skipped then.
 */
export function abTestWaitEnder(): ((campaignId: number) => Promise<void>) | null {
  const databaseUrl = process.env.E2E_SERVER_DATABASE_URL;
  if (!databaseUrl) return null;
  return async (campaignId) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`UPDATE campaign_ab_tests SET decide_at = now() WHERE campaign_id = $1 AND winner IS NULL`, [
        campaignId,
      ]);
    } finally {
      await client.end();
    }
  };
}
