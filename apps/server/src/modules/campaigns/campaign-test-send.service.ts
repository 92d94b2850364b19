import { CAMPAIGN_MESSAGES as M } from '@meridian/contracts/campaigns';
import type { Orm } from '../../db/database';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { contactReason } from './campaign-channels.service';
import { prepareTemplate, renderMessage } from './campaign-message.rules';
import type { CampaignContacts, CampaignSenders, Recipient, SenderMailbox } from './campaigns.ports';
import { campaignsRepository as repo } from './campaigns.repository';
import type { TrackingTokens } from './tracking-tokens.service';

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

export interface TestMessage {
  /** Campaign id the Message-ID names. */
  campaignId: number;
  subject: string;
  preheader: string;
  html: string;
  links: readonly string[];
  kind: string;
  reason: string;
  /** The merge data (a first recipient, or the address the test goes to). */
  merge: { firstName: string; lastName: string; email: string };
  /** Where the test goes (default: the sender's own address). */
  to?: string;
}

/**
 * A test of a saved body from `sender`'s mailbox: subject marked "[Test]", links not tracked, no pixel;
 * its unsubscribe link carries message id 0, which the unsubscribe page explains and never acts on.
 * The transport is closed afterwards; a refusal is logged and answered with `failure`.
 */
export async function sendTestMessage(
  deps: Pick<TestSendDeps, 'now' | 'tokens' | 'baseUrl' | 'postalAddress' | 'logger'>,
  sender: SenderMailbox,
  input: TestMessage,
  failure: string,
): Promise<{ sentTo: string }> {
  const to = input.to ?? sender.address;
  try {
    const template = prepareTemplate({
      campaignId: input.campaignId,
      subject: `[Test] ${input.subject}`,
      preheader: input.preheader,
      html: input.html,
      links: input.links,
      from: sender.from,
      kind: input.kind,
      reason: input.reason,
      preferences: input.kind === 'newsletter',
      postalAddress: await deps.postalAddress(),
    });
    const domain = /@([^\s>]+)$/.exec(sender.address)?.[1] ?? 'localhost';
    const message = renderMessage(
      template,
      {
        ...input.merge,
        messageId: 0,
        messageIdHeader: `<campaign-${input.campaignId}-test-${deps.now().getTime()}@${domain}>`,
        to,
        preferencesUrl: `${deps.baseUrl}/newsletter`,
      },
      { tokens: deps.tokens, baseUrl: deps.baseUrl, track: false },
    );
    await sender.transport.send(message);
    return { sentTo: to };
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger?.warn({ campaignId: input.campaignId, err: error }, 'test send failed');
    throw new AppError('VALIDATION', failure);
  } finally {
    await sender.transport.close();
  }
}

/**
 * POST /:id/test: the saved campaign to the sender's own address, merged with the first recipient of
 * its audience (or the sender's own address when the audience is empty).
 */
export function createTestSend(deps: TestSendDeps) {
  return async function sendTest(actor: Actor, id: number, ownerFallbackName: string): Promise<{ sentTo: string }> {
    const row = await repo.find(deps.orm, id);
    if (!row || row.kind !== 'campaign' || (!actor.isAdmin && row.ownerId !== actor.userId)) {
      throw new AppError('NOT_FOUND', M.notFound);
    }
    if (row.text.trim() === '' && !/<img\b/i.test(row.html)) {
      throw new AppError('VALIDATION', M.bodyRequired, [{ path: 'html', message: M.bodyRequired }]);
    }
    const sender = await deps.senders.senderFor(actor.userId);
    if (!sender) throw new AppError('VALIDATION', M.noCredentials);
    let first: Recipient | undefined;
    try {
      [first] = await deps.contacts.audience(deps.orm, row.ownerId, row.audience);
    } catch (error) {
      await sender.transport.close();
      throw error;
    }
    return sendTestMessage(
      deps,
      sender,
      {
        campaignId: row.id,
        subject: row.subject,
        preheader: row.preheader,
        html: row.html,
        links: await repo.links(deps.orm, row.id),
        kind: 'campaign',
        reason: contactReason(row.ownerName || ownerFallbackName),
        merge: {
          firstName: first?.firstName ?? '',
          lastName: first?.lastName ?? '',
          email: first?.email ?? sender.address,
        },
      },
      M.testFailed,
    );
  };
}
