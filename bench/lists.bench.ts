/**
 * Admin list pages at a million-row shape (issue 17): a scratch PostgreSQL database filled by the demo
 * generator at scale 250 (100,000 registrations, 100,000 contacts, 50,000 newsletter subscribers),
 * then the admin RSVP, contacts and subscribers lists over HTTP against the real server: the first
 * page, a deep page (by cursor, half-way through) and a filtered page. Prints p50/p95 per case
 * against the budget (p95 under 100 ms); asserts nothing.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used to create and drop
 * the scratch database. Usage: npm run bench:lists [-- --scale 250 --samples 60]
 */
import pg from 'pg';
import { measureGets, numberArg, printTable, withDemoServer } from './servers/demo-server';

const scale = numberArg('scale', 250);
const samples = numberArg('samples', 60);

/** The cursor of the row half-way down each list, read straight from the database. */
async function deepCursors(client: pg.Client) {
  const at = async (text: string) => String((await client.query<{ cursor: string }>(text)).rows[0]?.cursor);
  return {
    rsvp: await at(`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as cursor
      from registrations order by created_at desc, id desc offset (select count(*) / 2 from registrations) limit 1`),
    contact: await at(
      `select id as cursor from contacts order by id desc offset (select count(*) / 2 from contacts) limit 1`,
    ),
    subscriber: await at(`select id as cursor from newsletter_subscribers order by id desc
      offset (select count(*) / 2 from newsletter_subscribers) limit 1`),
  };
}

/** A list page must hold rows, or the case measured an empty answer. */
function items(body: unknown): number {
  const count = (body as { data?: { items?: unknown[] } }).data?.items?.length;
  if (!count) throw new Error('the list page is empty');
  return count;
}

await withDemoServer(
  {
    name: 'lists',
    port: 3331,
    scale,
    now: new Date(),
    describe: (report) =>
      `${report.rsvp?.registrations} registrations, ${report.contacts?.contacts} contacts, ` +
      `${report.newsletter?.newsletter_subscribers} subscribers`,
  },
  async (server) => {
    const scratch = new pg.Client({ connectionString: server.databaseUrl });
    await scratch.connect();
    const deep = await deepCursors(scratch);
    await scratch.end();
    const cases: [string, string][] = [
      ['RSVP, first page', '/api/v1/admin/rsvps'],
      ['RSVP, deep page (row 50%)', `/api/v1/admin/rsvps?after=${encodeURIComponent(deep.rsvp)}`],
      ['RSVP, status paid, first page', '/api/v1/admin/rsvps?status=paid'],
      ['RSVP, status paid, deep page', `/api/v1/admin/rsvps?status=paid&after=${encodeURIComponent(deep.rsvp)}`],
      ['Contacts (all senders), first page', '/api/v1/contacts?scope=all'],
      ['Contacts (all senders), deep page', `/api/v1/contacts?scope=all&before=${deep.contact}`],
      ['Contacts, status bounced, first page', '/api/v1/contacts?scope=all&status=bounced'],
      ['Subscribers, first page', '/api/v1/admin/newsletter/subscribers'],
      ['Subscribers, deep page', `/api/v1/admin/newsletter/subscribers?before=${deep.subscriber}`],
      ['Subscribers, confirmed, first page', '/api/v1/admin/newsletter/subscribers?status=confirmed'],
    ];
    const rows = [];
    for (const [label, target] of cases) rows.push({ label, ...(await measureGets(server, target, samples, items)) });
    printTable(`Admin lists over HTTP on PostgreSQL, ${samples} sequential requests each (ms)`, 100, rows);
  },
);
