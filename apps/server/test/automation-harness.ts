import type { AutomationForm } from '@meridian/contracts/automation';
import { and, eq } from 'drizzle-orm';
import { attachManualQueue } from '../src/core/events/event.test-kit';
import { createAutomationRunner, type AutomationRunner } from '../src/modules/automation/automation-runner.service';
import type { StepRunnerOptions } from '../src/modules/automation/step-runner.service';
import { automationRuns, automationRunSteps } from '../src/modules/automation/automation.tables';
import { mailOutbox } from '../src/modules/mail/mail.tables';
import { createCampaignTestApp, SENDER_PASSWORD, type CampaignTestApp, type Sender } from './campaign-harness';
import { passwordSignIn } from './identity-harness';

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

/** A sender's API call, signed in afresh (the test clock may have moved past their last token's lifetime). */
export async function call(
  t: CampaignTestApp,
  sender: Sender & { email: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const tokens = await passwordSignIn(t, sender.email, SENDER_PASSWORD);
  const headers = { authorization: `Bearer ${tokens.AccessToken}` };
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** Creates and activates a sequence through the API; resolves its id. */
export async function activeSequence(
  t: CampaignTestApp,
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

export const runsOf = (t: CampaignTestApp, sequenceId: number) =>
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
