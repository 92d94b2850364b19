import type { WebinarSession } from '@meridian/contracts/webinars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRsvpTestApp, createSession, type RsvpTestApp } from '../../../test/rsvp-harness';

let t: RsvpTestApp;
beforeAll(async () => {
  t = await createRsvpTestApp({ env: { PUBLIC_URL: 'https://meridian.example' } });
});
afterAll(() => t.close());

/** The feed's events as property maps (lines unfolded). */
function events(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      found.push(current!);
      current = null;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return found;
}

describe('GET /api/v1/calendar.ics', () => {
  it('lists only upcoming scheduled sessions, without join links, as valid iCalendar', async () => {
    const soon = await createSession(t, { hoursAhead: 24, title: 'Risk first; sizing, stops' });
    const later = await createSession(t, { hoursAhead: 96 });
    const cancelled = await createSession(t, { hoursAhead: 48 });
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/v1/calendar/${cancelled.id}`, headers: t.admin });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    const past: WebinarSession = await createSession(t, { hoursAhead: 2 });
    t.clock.advance(3 * 3_600_000);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/calendar.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain('METHOD:PUBLISH');
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(body).not.toContain('meet.example.com');

    const listed = events(body);
    expect(listed.map((e) => e.UID)).toEqual([
      `session-${soon.id}@meridian.example`,
      `session-${later.id}@meridian.example`,
    ]);
    expect(listed.map((e) => e.UID)).not.toContain(`session-${past.id}@meridian.example`);
    const first = listed[0]!;
    expect(first.SUMMARY).toBe('Risk first\\; sizing\\, stops');
    expect(first.DTSTART).toBe(
      new Date(soon.startsAt)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z'),
    );
    expect(first.DURATION).toBe('PT90M');
    expect(first.URL).toBe('https://meridian.example/rsvp');
  });
});
