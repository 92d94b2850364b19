import type { Registration } from '@meridian/contracts/rsvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickThrough, paidSeat, summaryOf } from '../../../test/affiliate-harness';
import { senderOf, type Sender } from '../../../test/contacts-harness';
import { createRsvpTestApp, createSession, registered, type RsvpTestApp } from '../../../test/rsvp-harness';

let t: RsvpTestApp;
let fresh: Sender;
let old: Sender;
let sessionId: number;

beforeAll(async () => {
  t = await createRsvpTestApp();
  fresh = await senderOf(t, 'fay.fresh@codes.test', 'Affiliate');
  old = await senderOf(t, 'otto.old@codes.test', 'Affiliate');
  // What the referral-codes migration did to every account that existed before it.
  await t.database.db.executeSql('update app_users set legacy_numeric_code = true where id = $1', [old.userId]);
  sessionId = (await createSession(t, { hoursAhead: 24 * 10 })).id;
});
afterAll(() => t.close());

describe('referral codes (docs/product.md, Referrals)', () => {
  it('credits a paid seat to the account an old numeric link names, and to the owner of a code', async () => {
    const oldCookie = await clickThrough(t, old.userId, { ip: '198.51.100.60' });
    expect(oldCookie).toBeDefined();
    await paidSeat(t, sessionId, 'through-old-link@codes.test', oldCookie);
    expect((await summaryOf(t, old)).data.paidConversions).toBe(1);
    // Sales names the affiliate the payment is credited to.
    const payments = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments?search=through-old-link',
      headers: t.admin,
    });
    expect(payments.json().data[0]).toMatchObject({ affiliateId: old.userId, affiliateName: 'Sam Sender' });

    const freshCookie = await clickThrough(t, fresh.referralCode, { ip: '198.51.100.61' });
    await paidSeat(t, sessionId, 'through-code@codes.test', freshCookie);
    expect((await summaryOf(t, fresh)).data.paidConversions).toBe(1);
  });

  it('never credits an account made since codes through its id: ids are not guessable links any more', async () => {
    expect(await clickThrough(t, fresh.userId, { ip: '198.51.100.62' })).toBeUndefined();
  });

  it('credits the referral the browser kept when there is no cookie: a code, or an old link’s id', async () => {
    const booked = async (email: string, affiliateId: unknown) =>
      ((await registered(t, sessionId, email, { affiliateId })) as Registration).affiliateId;
    expect(await booked('kept-code@codes.test', fresh.referralCode.toUpperCase())).toBe(fresh.userId);
    expect(await booked('kept-old-id@codes.test', old.userId)).toBe(old.userId);
    expect(await booked('kept-new-id@codes.test', fresh.userId)).toBe(0);
    expect(await booked('kept-junk@codes.test', 'DROP TABLE')).toBe(0);
  });
});
