import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../../../test/proof-of-work-client';
import { bookingCheck, createRsvpTestApp, createSession, register, type RsvpTestApp } from '../../../test/rsvp-harness';
import { registrations } from './rsvp.tables';

/** The booking form's proof-of-work (docs/product.md, Webinar seats): solved in the browser, used once. */
let t: RsvpTestApp;
beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

const holds = async () => (await t.database.db.orm.select().from(registrations)).length;

function expectRefused(res: { statusCode: number; json(): { message: string } }) {
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toBe(RSVP_MESSAGES.challenge);
}

describe('the booking check', () => {
  it('refuses a booking without a solved check, or with one made up, and holds nothing', async () => {
    const session = await createSession(t);
    const before = await holds();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '+1 (212) 555-0142',
        email: 'nocheck@visitor.test',
        date: String(session.id),
        termsAgreed: true,
        privacyAgreed: true,
      },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toContainEqual({ path: 'altcha', message: RSVP_MESSAGES.challenge });
    expectRefused(await register(t, session.id, 'garbage@visitor.test', { altcha: 'bm90IGEgcGF5bG9hZA==' }));

    // A real challenge with a wrong answer, and one whose signed purpose or expiry was changed.
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/v1/register/challenge' })).json().data;
    const solved = JSON.parse(Buffer.from(await solvedChallenge(challenge), 'base64').toString());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrong = { ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } };
    expectRefused(await register(t, session.id, 'wrong@visitor.test', { altcha: encode(wrong) }));
    const later = structuredClone(solved);
    later.challenge.parameters.data.expires += 3_600_000;
    expectRefused(await register(t, session.id, 'later@visitor.test', { altcha: encode(later) }));
    expect(await holds()).toBe(before);
  });

  it('uses a solved check once: sent again, even after a refusal, it is refused', async () => {
    const session = await createSession(t, { capacity: 1 });
    const check = await bookingCheck(t);
    expect((await register(t, session.id, 'first@visitor.test', { altcha: check })).statusCode).toBe(200);
    expectRefused(await register(t, session.id, 'replay@visitor.test', { altcha: check }));

    const full = await bookingCheck(t);
    expect((await register(t, session.id, 'late@visitor.test', { altcha: full })).json().message).toBe(
      RSVP_MESSAGES.sessionFull,
    );
    const other = await createSession(t);
    expectRefused(await register(t, other.id, 'late@visitor.test', { altcha: full }));
  });

  it('refuses a check solved too long ago', async () => {
    const session = await createSession(t);
    const check = await bookingCheck(t);
    t.clock.advance(21 * 60_000);
    expectRefused(await register(t, session.id, 'slow@visitor.test', { altcha: check }));
  });
});
