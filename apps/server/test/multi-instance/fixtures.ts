import { openPostgres } from '../../src/db/database';
import { campaignMessages, campaigns } from '../../src/modules/campaigns/campaigns.tables';
import { sanitizeCampaignHtml, htmlToText } from '../../src/modules/campaigns/campaign-html.rules';
import type { Cluster } from './cluster';
import { call, type Answer } from './http';

/** A rich-text document of one paragraph (FAQ answers). */
export const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** Throws with the answer's body unless its status is `status`. */
export function expectStatus(res: Answer, status: number, what: string): Answer {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${res.body.slice(0, 300)}`);
  return res;
}

/**
 * A paused campaign of `recipients` messages from the admin (as the campaigns bench seeds one): the
 * test resumes it through the API, which starts its delivery. Writing the rows directly keeps a
 * few hundred recipients out of the contact import, which other tests cover.
 */
export async function pausedCampaign(cluster: Cluster, ownerId: number, recipients: number): Promise<number> {
  const db = openPostgres(cluster.databaseUrl);
  try {
    const html = sanitizeCampaignHtml('<p>Hi {{firstName|there}},</p><p>Our session on risk starts Thursday.</p>');
    const [campaign] = await db.orm
      .insert(campaigns)
      .values({
        ownerId,
        ownerName: 'Cluster Admin',
        subject: 'Thursday: managing risk',
        html,
        text: htmlToText(html),
        audience: { listIds: [], tags: ['cluster'] },
        status: 'paused',
        startedAt: new Date(),
      })
      .returning();
    const rows = Array.from({ length: recipients }, (_, i) => ({
      campaignId: campaign!.id,
      ownerId,
      email: `reader${i}@inbox.test`,
      firstName: `Reader${i}`,
      lastName: 'Cluster',
    }));
    await db.orm.insert(campaignMessages).values(rows);
    return campaign!.id;
  } finally {
    await db.close();
  }
}

/** A webinar session three days ahead with room for everyone in the burst. */
export async function openSession(base: string, auth: Record<string, string>, capacity: number): Promise<number> {
  const start = new Date(Date.now() + 72 * 3_600_000);
  const res = await call(`${base}/api/v1/calendar`, {
    headers: auth,
    body: {
      title: 'Cluster session on order flow',
      date: start.toISOString().slice(0, 10),
      time: '15:00',
      timezone: 'UTC',
      durationMinutes: 60,
      capacity,
      joinUrl: 'https://meet.example.com/cluster-room',
    },
  });
  return (expectStatus(res, 201, 'creating the session').json().data as { id: number }).id;
}
