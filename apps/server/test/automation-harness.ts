import type { AutomationForm } from '@meridian/contracts/automation';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { attachManualQueue } from '../src/core/events/event.test-kit';
import { createAutomationRunner, type AutomationRunner } from '../src/modules/automation/automation-runner.service';
import type { StepRunnerOptions } from '../src/modules/automation/step-runner.service';
import { automationRuns, automationRunSteps } from '../src/modules/automation/automation.tables';
import { mailOutbox } from '../src/modules/mail/mail.tables';
import { createCampaignTestApp, SENDER_PASSWORD, type CampaignTestApp, type Sender } from './campaign-harness';
import { passwordSignIn, type IdentityTestApp } from './identity-harness';

export interface AutomationTestApp extends CampaignTestApp {
  /** Dispatches and delivers every published domain event (the bus's own jobs, run by hand). */
  settleEvents(): Promise<void>;
  /**
   * A step runner like the module's (whose own is closed, so nothing runs by itself) on the test
   * clock; `beforeCommit` runs inside each step's transaction before it commits.
   */
  runner(options?: Pick<StepRunnerOptions, 'beforeCommit'>): AutomationRunner;
}

/**
 * The campaign test app (real contacts, sender mailboxes and campaign delivery on a hand-moved clock)
 * with domain events delivered by hand and automation steps run by explicit runners: a test moves the
 * clock, runs the due steps, then delivers the mail.
 */
export async function createAutomationTestApp(): Promise<AutomationTestApp> {
  const t = await createCampaignTestApp();
  const events = attachManualQueue(t.services.domainEvents);
  await t.services.automation.runner.close();
  return {
    ...t,
    settleEvents: events.settle,
    runner: (options = {}) =>
      createAutomationRunner({
        orm: t.database.db.orm,
        now: t.clock.now,
        deps: { contacts: t.services.contacts.automation, mail: t.campaigns.automationMail },
        ...options,
      }),
  };
}

/** An app whose staff sign in through the identity pool, on a hand-moved clock (the campaign or RSVP test app). */
type ClockedApp = IdentityTestApp & { clock: CampaignTestApp['clock'] };

const signedIn = new WeakMap<ClockedApp, Map<string, { token: string; expiresAt: number }>>();

/**
 * An access token for the sender, signed in again once the test clock has moved near the last one's
 * expiry. Kept between calls: an admin signs in with an authenticator code, and each 30-second
 * step's code signs in once (docs/decisions/2026-11-27-totp-mfa.md).
 */
async function tokenOf(t: ClockedApp, email: string): Promise<string> {
  const tokens = signedIn.get(t) ?? new Map<string, { token: string; expiresAt: number }>();
  signedIn.set(t, tokens);
  const now = t.clock.now().getTime();
  const kept = tokens.get(email);
  if (kept && kept.expiresAt - now > 60_000) return kept.token;
  const token = (await passwordSignIn(t, email, SENDER_PASSWORD)).AccessToken;
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
  tokens.set(email, { token, expiresAt: exp * 1000 });
  return token;
}

/** A sender's API call, with a token that is still valid on the test clock. */
export async function call(
  t: ClockedApp,
  sender: Sender & { email: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers = { authorization: `Bearer ${await tokenOf(t, sender.email)}` };
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** Creates and activates a sequence through the API; resolves its id. */
export async function activeSequence(
  t: ClockedApp,
  sender: Sender & { email: string },
  form: AutomationForm,
): Promise<number> {
  const created = await call(t, sender, 'POST', '/api/v1/automations', form);
  if (created.statusCode !== 200) throw new Error(`creating the sequence failed: ${created.body}`);
  const id = created.json().data.id as number;
  const activated = await call(t, sender, 'POST', `/api/v1/automations/${id}/activate`);
  if (activated.statusCode !== 200) throw new Error(`activating the sequence failed: ${activated.body}`);
  return id;
}

export const runsOf = (t: ClockedApp, sequenceId: number) =>
  t.database.db.orm.select().from(automationRuns).where(eq(automationRuns.sequenceId, sequenceId));

export const stepsOf = (t: CampaignTestApp, runId: number) =>
  t.database.db.orm.select().from(automationRunSteps).where(eq(automationRunSteps.runId, runId));

/** The newest system mail of `kind` to `email` (the outbox, e.g. a newsletter confirmation). */
export async function systemMail(t: CampaignTestApp, email: string, kind: string) {
  const rows = await t.database.db.orm
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
  return rows.at(-1);
}

let visitorIp = 0;

/** Subscribes through the public form and clicks the confirmation link, as a visitor does. */
export async function confirmNewsletterAs(t: CampaignTestApp, email: string, firstName: string): Promise<void> {
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    payload: { email, firstName },
    remoteAddress: `10.1.${Math.floor(visitorIp / 250)}.${(visitorIp % 250) + 1}`,
  });
  visitorIp += 1;
  expect(subscribed.statusCode).toBe(202);
  const mail = await systemMail(t, email, 'newsletter.confirm');
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
  const confirmed = await t.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm/${token}` });
  expect(confirmed.json().data.outcome).toBe('confirmed');
}
