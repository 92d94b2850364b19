import { defineModule, type Platform } from '../../core/module';
import { createCookies } from '../../lib/cookies';
import { createMailboxOAuth } from './mailbox-oauth.service';
import { senderMailboxSealedValues } from './sender-mailboxes-sealed-values.service';
import { mailboxBounceScanJob } from './sender-mailboxes.jobs';
import { senderMailboxesRoutes } from './sender-mailboxes.routes';
import type { SenderMailboxesPorts } from './sender-mailboxes.ports';
import { createSenderMailboxesService, type SenderMailboxesService } from './sender-mailboxes.service';

export type { SenderMailbox } from './sender-mailbox.rules';
export type { MailboxFeedback, MailboxOverrides } from './sender-mailboxes.ports';

/** What other modules may use: the campaigns module's `CampaignSenders` port, and whether a user has a mailbox. */
export interface SenderMailboxesApi {
  senderFor: SenderMailboxesService['senderFor'];
  hasCredentials: SenderMailboxesService['hasCredentials'];
  /** The scheduled read of active senders' mailboxes for bounces and complaints (its job; tests run it by hand). */
  scanDue: SenderMailboxesService['scanDue'];
}

/**
 * Senders' own mailboxes (docs/product.md, Email marketing from the sender's own mailbox): app
 * passwords verified against the provider's SMTP server, or OAuth connections, stored sealed.
 */
export function createSenderMailboxesModule(platform: Platform, deps: SenderMailboxesPorts) {
  const overrides = deps.overrides ?? {};
  const oauth = createMailboxOAuth(platform, {
    users: deps.users,
    overrides,
    policy: () => mailboxes.policy,
    domainCheckOf: (email) => mailboxes.domainCheckOf(email),
  });
  const mailboxes = createSenderMailboxesService(platform, {
    users: deps.users,
    oauth: oauth.tokens,
    overrides,
    feedback: deps.feedback,
  });
  const api: SenderMailboxesApi = {
    senderFor: mailboxes.senderFor,
    hasCredentials: mailboxes.hasCredentials,
    scanDue: mailboxes.scanDue,
  };
  return defineModule({
    name: 'senderMailboxes',
    api,
    routes: (app, context) => senderMailboxesRoutes(app, mailboxes, oauth, createCookies(context.config.publicUrl)),
    jobs: () => [mailboxBounceScanJob(api)],
    sealed: [senderMailboxSealedValues],
  });
}
