import { eq } from 'drizzle-orm';
import { advertiserSubscriptions } from '../src/modules/billboard/billboard.tables';
import { payments } from '../src/modules/payments/payments.tables';
import { api, senderOf, type Sender } from './contacts-harness';
import type { IdentityTestApp } from './identity-harness';

export type { Sender };

/** A signed-in advertiser (role Digital Billboard). */
export const advertiserOf = (t: IdentityTestApp, email: string) => senderOf(t, email, 'Advertiser');

export interface PlanView {
  chosenPlan: string;
  subscription: { plan: string; status: string; amountCents: number; currentPeriodEnd: string | null } | null;
  invoices: { id: number; amountCents: number; description: string }[];
  serving: boolean;
}

export async function planOf(t: IdentityTestApp, who: Sender): Promise<PlanView> {
  const res = await api(t, who, 'GET', '/api/v1/advertiser/plan');
  if (res.status !== 200) throw new Error(`plan: ${res.status} ${res.text}`);
  return res.data;
}

export async function checkout(t: IdentityTestApp, who: Sender, plan: 'monthly' | 'yearly', referredBy?: string) {
  return api(t, who, 'POST', '/api/v1/advertiser/checkout', { plan, ...(referredBy ? { referredBy } : {}) });
}

/** The ledger rows of advertising plans (kind `advertising`). */
export async function planPayments(t: IdentityTestApp) {
  return t.database.db.orm.select().from(payments).where(eq(payments.kind, 'advertising'));
}

/** The user's plan rows as stored. */
export async function planRows(t: IdentityTestApp, userId: number) {
  return t.database.db.orm.select().from(advertiserSubscriptions).where(eq(advertiserSubscriptions.userId, userId));
}
