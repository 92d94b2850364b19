import type { Registration } from '@meridian/contracts/rsvp';
import { expect } from 'vitest';
import { api, type Sender } from './contacts-harness';
import { openCheckout, register, registrationId, type RsvpTestApp } from './rsvp-harness';

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a public page with `?ref=` as a browser does; answers the attribution cookie it was given. */
export async function clickThrough(
  t: RsvpTestApp,
  code: number | string,
  options: { ip?: string; userAgent?: string } = {},
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/rsvp?ref=${code}`,
    remoteAddress: options.ip ?? '198.51.100.23',
    headers: { 'user-agent': options.userAgent ?? BROWSER },
  });
  const header = res.headers['set-cookie'];
  const cookie = [header ?? []].flat().find((c) => c.startsWith('meridian_ref='));
  return cookie?.split(';')[0];
}

/** Books a seat carrying `cookie` and pays it in the TEST MODE checkout; answers the payment's id. */
export async function paidSeat(t: RsvpTestApp, sessionId: number, email: string, cookie?: string): Promise<number> {
  const res = await register(t, sessionId, email, {}, undefined, cookie ? { cookie } : {});
  expect(res.statusCode, res.body).toBe(200);
  const registration = res.json().data as Registration;
  const id = (await openCheckout(t, registration)).split('/').pop() ?? '';
  const pay = await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` });
  expect(pay.statusCode, pay.body).toBe(200);
  await t.settleEvents();
  const subject = { type: 'registration', id: String(await registrationId(t, registration.reference)) };
  const payment = await t.services.ledger.bySubject(t.database.db.orm, 'rsvp_seat', subject);
  if (!payment) throw new Error('The seat was not paid.');
  return payment.id;
}

export async function summaryOf(t: RsvpTestApp, who: Sender, query = '') {
  return api(t, who, 'GET', `/api/v1/affiliate/summary${query}`) as Promise<{
    status: number;
    data: Record<string, number>;
    body?: { message?: string };
  }>;
}
