import { CAMPAIGN_MESSAGES as M } from '@meridian/contracts/campaigns';
import type { Orm } from '../../db/database';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { prepareTemplate, renderMessage } from './campaign-message';
import type { CampaignContacts, CampaignSenders } from './campaign-ports';
import { campaignsRepository as repo } from './campaigns.repository';
import type { TrackingTokens } from './tracking-tokens';

export interface TestSendDeps {
  orm: Orm;
  now: () => Date;
  contacts: CampaignContacts;
  senders: CampaignSenders;
  tokens: TrackingTokens;
  baseUrl: string;
  postalAddress: () => Promise<string>;
  logger?: { warn: (data: object, message: string) => void };
}

/**
 * POST /:id/test: the saved campaign to the sender's own address, subject marked "[Test]", merged with
 * the first recipient of its audience (or the sender's own address when the audience is empty). Its
 * links are not tracked and it has no pixel; its unsubscribe link carries message id 0, which the
 * unsubscribe page explains and never acts on.
 */
export function createTestSend(deps: TestSendDeps) {
  return async function sendTest(actor: Actor, id: number, ownerFallbackName: string): Promise<{ sentTo: string }> {
    const row = await repo.find(deps.orm, id);
    if (!row || (!actor.isAdmin && row.ownerId !== actor.userId)) throw new AppError('NOT_FOUND', M.notFound);
    if (row.text.trim() === '' && !/<img\b/i.test(row.html)) {
      throw new AppError('VALIDATION', M.bodyRequired, [{ path: 'html', message: M.bodyRequired }]);
    }
    const sender = await deps.senders.senderFor(actor.userId);
    if (!sender) throw new AppError('VALIDATION', M.noCredentials);
    try {
      const [first] = await deps.contacts.audience(deps.orm, row.ownerId, row.audience);
      const template = prepareTemplate({
        campaignId: row.id,
        subject: `[Test] ${row.subject}`,
        preheader: row.preheader,
        html: row.html,
        links: await repo.links(deps.orm, row.id),
        from: sender.from,
        ownerName: row.ownerName || ownerFallbackName,
        postalAddress: await deps.postalAddress(),
      });
      const domain = /@([^\s>]+)$/.exec(sender.address)?.[1] ?? 'localhost';
      const message = renderMessage(
        template,
        {
          firstName: first?.firstName ?? '',
          lastName: first?.lastName ?? '',
          email: first?.email ?? sender.address,
          messageId: 0,
          messageIdHeader: `<campaign-${row.id}-test-${deps.now().getTime()}@${domain}>`,
          to: sender.address,
        },
        { tokens: deps.tokens, baseUrl: deps.baseUrl, track: false },
      );
      await sender.transport.send(message);
      return { sentTo: sender.address };
    } catch (error) {
      if (error instanceof AppError) throw error;
      deps.logger?.warn({ campaignId: row.id, err: error }, 'campaign test send failed');
      throw new AppError('VALIDATION', M.testFailed);
    } finally {
      await sender.transport.close();
    }
  };
}
