/**
 * One side of the campaign delivery bench, in its own process so its peak RSS is its own:
 *   worker: the campaigns module's delivery sends campaign CAMPAIGN_ID (as in production);
 *   raw:    the same messages, rendered beforehand, through pooled nodemailer with the same pool.
 * Prints one JSON line: { messages, seconds, peakRssMb (the process's whole life, module loading
 * included), startRssMb (after loading and a full GC), sendingPeakRssMb (sampled while sending) }.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSmtpTransport } from '../../apps/server/src/adapters/mail/smtp-transport';
import { createSecrets } from '../../apps/server/src/core/secrets/secrets.service';
import { openPostgres } from '../../apps/server/src/db/database';
import { contactReason } from '../../apps/server/src/modules/campaigns/campaign-channels.service';
import { createCampaignDelivery } from '../../apps/server/src/modules/campaigns/campaign-delivery.service';
import { prepareTemplate, renderMessage } from '../../apps/server/src/modules/campaigns/campaign-message.rules';
import { campaignMessages, campaigns } from '../../apps/server/src/modules/campaigns/campaigns.tables';
import { createTrackingTokens } from '../../apps/server/src/modules/campaigns/tracking-tokens.service';
import { createContactsAudience } from '../../apps/server/src/modules/contacts/contacts-audience.service';
import { benchSegments } from './segments-service';

const mode = process.argv[2];
const databaseUrl = process.env.BENCH_CAMPAIGN_DB ?? '';
const smtpUrl = process.env.BENCH_SMTP_URL ?? '';
const campaignId = Number(process.env.BENCH_CAMPAIGN_ID);
const ADDRESS = 'bench.sender@mailbox.example';
const FROM = `"Bench Sender" <${ADDRESS}>`;
const POSTAL = 'Meridian Trading Academy, 350 Fifth Avenue, Suite 4810, New York, NY 10118, USA';
const BASE_URL = 'https://meridian.example';

const db = openPostgres(databaseUrl);
const tokens = createTrackingTokens(createSecrets({ key: randomBytes(32), previousKeys: [], keyFile: '/nonexistent' }));
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Samples RSS every 20 ms while `run` goes. */
async function sampled<T>(run: () => Promise<T>): Promise<T & { startRssMb: number; sendingPeakRssMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const cpu = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  if (process.env.BENCH_CPU) console.error(`${mode}: CPU ${((used.user + used.system) / 1e6).toFixed(1)} s`);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ...result, startRssMb: mb(startRss), sendingPeakRssMb: mb(peak) };
}

async function runWorker() {
  const delivery = createCampaignDelivery({
    orm: db.orm,
    contacts: createContactsAudience(benchSegments(db.orm, () => new Date())),
    senders: {
      senderFor: async () => ({
        address: ADDRESS,
        from: FROM,
        limits: { perDay: 1_000_000, perMinute: 60_000_000 },
        transport: createSmtpTransport(smtpUrl),
      }),
    },
    tokens,
    baseUrl: BASE_URL,
    postalAddress: async () => POSTAL,
    startDueScheduled: async () => undefined,
    now: () => new Date(),
    ...(process.env.BENCH_CONCURRENCY ? { concurrency: Number(process.env.BENCH_CONCURRENCY) } : {}),
    ...(process.env.BENCH_BATCH ? { batchSize: Number(process.env.BENCH_BATCH) } : {}),
  });
  const started = performance.now();
  const result = await delivery.deliverDue();
  return { messages: result.sent, seconds: (performance.now() - started) / 1000 };
}

async function runRaw() {
  const [campaign] = await db.orm.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw new Error(`campaign ${campaignId} not found`);
  const rows = await db.orm.select().from(campaignMessages).where(eq(campaignMessages.campaignId, campaignId));
  const template = prepareTemplate({
    ...campaign,
    campaignId,
    links: ['https://meridian.example/webinars/spring'],
    from: FROM,
    reason: contactReason(campaign.ownerName),
    postalAddress: POSTAL,
  });
  const messages = rows.map((row) =>
    renderMessage(
      template,
      {
        ...row,
        messageId: row.id,
        messageIdHeader: `<campaign-${campaignId}-${row.id}@mailbox.example>`,
        to: row.email,
      },
      { tokens, baseUrl: BASE_URL },
    ),
  );
  const transport = createSmtpTransport(smtpUrl);
  const started = performance.now();
  const sent = await Promise.all(messages.map((message) => transport.send(message)));
  const seconds = (performance.now() - started) / 1000;
  await transport.close();
  return { messages: sent.length, seconds };
}

const outcome = await sampled(mode === 'raw' ? runRaw : runWorker);
await db.close();
console.log(JSON.stringify({ ...outcome, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
