import type { JoinStatus } from '@meridian/contracts/rsvp-join';
import { describe, expect, it } from 'vitest';
import { formatMinutesInWords } from '../../lib/datetime';
import { doorsPhrase, formatCountdown, googleCalendarUrl } from './join-countdown';
import { joinStateAt } from './use-join-status';

const status: JoinStatus = {
  state: 'waiting',
  title: 'Reading price action',
  startsAt: '2026-12-01T19:00:00.000Z',
  durationMinutes: 90,
  timezone: 'America/New_York',
  doorsOpenAt: '2026-12-01T18:45:00.000Z',
  doorsCloseAt: '2026-12-01T21:00:00.000Z',
  serverNow: '2026-12-01T18:00:00.000Z',
  replay: null,
};

describe('the join page’s clock', () => {
  it('counts down in days, hours, minutes and seconds', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(2 * 86_400_000 + 3_600_000)).toBe('2 days 01:00:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('moves from waiting to open to ended on the server’s time; replaced and cancelled stay', () => {
    expect(joinStateAt(status, Date.parse('2026-12-01T18:44:59Z'))).toBe('waiting');
    expect(joinStateAt(status, Date.parse('2026-12-01T18:45:00Z'))).toBe('open');
    expect(joinStateAt(status, Date.parse('2026-12-01T21:00:00Z'))).toBe('ended');
    expect(joinStateAt({ ...status, state: 'replaced' }, Date.parse('2026-12-01T19:00:00Z'))).toBe('replaced');
    expect(joinStateAt({ ...status, state: 'cancelled' }, Date.parse('2026-12-01T19:00:00Z'))).toBe('cancelled');
  });

  it('says when the doors open and builds a calendar link with the personal link only', () => {
    expect(doorsPhrase(status.startsAt, status.doorsOpenAt)).toBe('15 minutes before the start');
    expect(doorsPhrase(status.startsAt, status.startsAt)).toBe('at the start');
    const url = new URL(googleCalendarUrl({ ...status, joinUrl: 'https://academy.example/j/1abc' }));
    expect(url.searchParams.get('dates')).toBe('20261201T190000Z/20261201T203000Z');
    expect(url.searchParams.get('location')).toBe('https://academy.example/j/1abc');
  });

  it('states a seat hold in words', () => {
    expect(formatMinutesInWords(30)).toBe('30 minutes');
    expect(formatMinutesInWords(60)).toBe('1 hour');
    expect(formatMinutesInWords(90)).toBe('1 hour 30 minutes');
    expect(formatMinutesInWords(1440)).toBe('24 hours');
  });
});
