import { randomBytes } from 'node:crypto';
import {
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  type LinkOutcome,
  type NewsletterPreferences,
  type SubscribeInput,
} from '@meridian/contracts/newsletter';
import { AppError } from '../../lib/app-error';
import { renderMail } from '../../lib/mail-layout';
import { inTransaction } from '../../db/transaction';
import type { Orm } from '../../db/database';
import {
  CONFIRM_MAIL_KIND,
  erasureHash,
  preferencesSubscriber,
  preferencesToken,
  preferencesUrl,
  sha256,
} from './subscriber-tokens.service';
import type { NewsletterDeps } from './newsletter.ports';
import { newsletterRepository as repo } from './newsletter.repository';
import type { SubscriberRow } from './newsletter.tables';

const minutes = (n: number) => n * 60_000;

export interface SubscribeRequest {
  body: SubscribeInput;
  ip: string | null;
}

/**
 * The visitor's side of the newsletter: subscribe (double opt-in), confirm, and the signed
 * preferences link (one-click unsubscribe, or subscribing again).
 */
export function createSubscriptions(deps: NewsletterDeps) {
  /** A fresh confirm token on the row (only its hash is stored) and the confirmation mail, on `db`. */
  async function sendConfirmation(db: Orm, row: SubscriberRow, now: Date): Promise<void> {
    const token = randomBytes(24).toString('base64url');
    await repo.update(db, row.id, {
      confirmTokenHash: sha256(token),
      confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_LIMITS.confirmHours * 3_600_000),
      confirmSentAt: now,
    });
    const siteName = await deps.siteName(db);
    const url = `${deps.publicUrl}/newsletter/confirm?token=${token}`;
    const { text, html } = renderMail({
      siteName,
      publicUrl: deps.publicUrl,
      greeting: row.firstName ? `Hi ${row.firstName},` : 'Hi,',
      blocks: [
        { type: 'paragraph', text: `Please confirm that you want to receive the ${siteName} newsletter.` },
        { type: 'link', label: 'Confirm my subscription', url },
        {
          type: 'paragraph',
          text: `The link works for ${NEWSLETTER_LIMITS.confirmHours} hours. If you did not ask to subscribe, ignore this email: you will not be added.`,
        },
      ],
    });
    await deps.mail.enqueue(db, {
      kind: CONFIRM_MAIL_KIND,
      to: row.email,
      subject: `Confirm your ${siteName} newsletter subscription`,
      text,
      html,
      dedupeKey: `newsletter-confirm:${row.id}:${now.getTime()}`,
    });
  }

  async function byPreferencesToken(db: Orm, token: string): Promise<SubscriberRow> {
    const id = preferencesSubscriber(deps.secrets, token);
    const row = id === null ? null : await repo.byId(db, id);
    if (!row) throw new AppError('NOT_FOUND', NEWSLETTER_MESSAGES.unsubscribeInvalid);
    return row;
  }

  return {
    preferencesToken: (subscriberId: number) => preferencesToken(deps.secrets, subscriberId),
    /** The page a preferences token opens (for the newsletter mails' footers). */
    preferencesUrl: (subscriberId: number) => preferencesUrl(deps, subscriberId),

    /**
     * Always the same answer: an unknown, pending, confirmed, unsubscribed, bounced or erased address
     * cannot be told apart. A new address (or an unsubscribed one asking again) gets a confirmation
     * mail; a pending one gets it again at most once per `resendMinutes`.
     */
    async subscribe({ body, ip }: SubscribeRequest): Promise<{ message: string }> {
      const email = body.email.trim().toLowerCase();
      const now = deps.now();
      const consent = {
        consentAt: now,
        consentIp: ip,
        consentSource: body.source ?? '/',
        consentWording: NEWSLETTER_MESSAGES.consent,
      };
      await inTransaction(deps.orm, async (db) => {
        if ((await repo.erasedHashes(db, [erasureHash(email)])).size > 0) return;
        const existing = await repo.byEmail(db, email);
        if (!existing) {
          const added = await repo.insert(db, {
            ...consent,
            email,
            firstName: body.firstName ?? '',
            status: 'pending',
            source: consent.consentSource,
            referringAffiliateId: body.ref ? await deps.referringAffiliate(db, body.ref) : null,
          });
          // A concurrent subscribe of the same address inserted first: it sends the mail.
          if (added) await sendConfirmation(db, added, now);
          return;
        }
        if (existing.status !== 'pending' && existing.status !== 'unsubscribed') return;
        const lastSent = existing.confirmSentAt?.getTime() ?? 0;
        if (now.getTime() - lastSent < minutes(NEWSLETTER_LIMITS.resendMinutes)) return;
        await repo.update(db, existing.id, consent);
        await sendConfirmation(db, existing, now);
      });
      deps.mail.kick();
      return { message: NEWSLETTER_MESSAGES.checkInbox };
    },

    /** Single-purpose token: confirms once, says "subscribed" again when followed again (mail scanners). */
    async confirm(token: string): Promise<LinkOutcome> {
      const outcome = await inTransaction(deps.orm, async (db): Promise<LinkOutcome> => {
        const row = token ? await repo.byConfirmTokenHash(db, sha256(token)) : null;
        if (!row || row.status === 'bounced')
          return { outcome: 'invalid', message: NEWSLETTER_MESSAGES.confirmInvalid };
        if (row.status === 'confirmed') return { outcome: 'confirmed', message: NEWSLETTER_MESSAGES.confirmed };
        const now = deps.now();
        if (!row.confirmExpiresAt || row.confirmExpiresAt <= now) {
          return { outcome: 'expired', message: NEWSLETTER_MESSAGES.confirmExpired };
        }
        await repo.update(db, row.id, { status: 'confirmed', confirmedAt: now, unsubscribedAt: null });
        await deps.events.publish(db, 'newsletter.confirmed', { subscriberId: row.id });
        return { outcome: 'confirmed', message: NEWSLETTER_MESSAGES.confirmed };
      });
      deps.events.kick();
      return outcome;
    },

    async preferences(token: string): Promise<NewsletterPreferences> {
      const row = await byPreferencesToken(deps.orm, token);
      return { email: row.email, status: row.status as NewsletterPreferences['status'] };
    },

    /**
     * The preferences link: `subscribed: false` unsubscribes (one click, repeatable); `true` subscribes
     * an unsubscribed address again without another confirmation mail, since the signed link already
     * proves the mailbox is theirs.
     */
    async setSubscribed(token: string, subscribed: boolean): Promise<LinkOutcome> {
      const outcome = await inTransaction(deps.orm, async (db): Promise<LinkOutcome> => {
        const row = await byPreferencesToken(db, token);
        const now = deps.now();
        if (!subscribed) {
          if (row.status !== 'unsubscribed') {
            await repo.update(db, row.id, { status: 'unsubscribed', unsubscribedAt: now });
            await deps.events.publish(db, 'newsletter.unsubscribed', { subscriberId: row.id });
          }
          return { outcome: 'unsubscribed', message: NEWSLETTER_MESSAGES.unsubscribed };
        }
        if (row.status === 'bounced') throw new AppError('CONFLICT', NEWSLETTER_MESSAGES.unsubscribeInvalid);
        if (row.status !== 'confirmed') {
          await repo.update(db, row.id, { status: 'confirmed', confirmedAt: now, unsubscribedAt: null });
          await deps.events.publish(db, 'newsletter.confirmed', { subscriberId: row.id });
        }
        return { outcome: 'resubscribed', message: NEWSLETTER_MESSAGES.resubscribed };
      });
      deps.events.kick();
      return outcome;
    },
  };
}
export type Subscriptions = ReturnType<typeof createSubscriptions>;
