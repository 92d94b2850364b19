import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabaseOrExit } from '../db/open-or-exit';
import { migrate } from '../db/migrate';
import { demoDatabase } from './demo-database.repository';
import { createDemoLogins } from './demo-logins';
import { generateDemo } from './generate-demo';

const USAGE = `Usage: npm run seed:demo -- [--scale N] [--seed N] [--now ISO-INSTANT]
  Fills the server's database (DATABASE_URL, else the embedded one under DATA_DIR) with demo data.
  --scale 1 (default) makes hundreds of rows; --scale 250 makes 100,000 registrations and 100,000 contacts.
  Ends with a sign-in (email and a new password) for one demo user of each role.
  The same --seed and --now make the same rows; --now defaults to the current minute.`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: { scale: { type: 'string' }, seed: { type: 'string' }, now: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const scale = Number(values.scale ?? 1);
const seed = Number(values.seed ?? 1);
if (!Number.isInteger(scale) || scale < 1 || scale > 10_000) fail('--scale must be a whole number from 1 to 10000.');
if (!Number.isInteger(seed) || seed < 0 || seed > 4_294_967_295)
  fail('--seed must be a whole number from 0 to 4294967295.');
const now = values.now ? new Date(values.now) : new Date(Math.floor(Date.now() / 60_000) * 60_000);
if (Number.isNaN(now.getTime())) fail('--now must be an ISO instant, e.g. 2026-11-23T12:00:00Z.');

const config = loadConfig();
const db = await openDatabaseOrExit(config);
try {
  await migrate(db);
  if (await demoDatabase.hasData(db.orm))
    fail('The database already has registrations, contacts or subscribers: demo data goes only into an empty one.');
  console.log(`Demo data, scale ${scale}, seed ${seed}, now ${now.toISOString()} (${db.kind})`);
  const started = performance.now();
  await generateDemo(db, {
    scale,
    seed,
    now,
    holdMinutes: config.rsvp.holdMinutes,
    onDomain: (name, counts, ms) =>
      console.log(
        `  ${name.padEnd(11)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${Object.entries(counts)
          .map(([what, n]) => `${what} ${n}`)
          .join(', ')}`,
      ),
  });
  await demoDatabase.vacuumAnalyze(db.orm);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  console.log(['', ...(await createDemoLogins(db, config))].join('\n'));
} finally {
  await db.close();
}
