import { describe, expect, it } from 'vitest';
import { wallClock, zonedTimeToInstant } from './zoned-time';

describe('zoned time', () => {
  it('reads a wall time in a zone with daylight saving, winter and summer', () => {
    expect(zonedTimeToInstant('2026-12-01', '19:00', 'America/New_York').toISOString()).toBe(
      '2026-12-02T00:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-07-01', '19:00', 'America/New_York').toISOString()).toBe(
      '2026-07-01T23:00:00.000Z',
    );
  });

  it('handles half-hour offsets and UTC', () => {
    expect(zonedTimeToInstant('2026-12-01', '09:30', 'Asia/Kolkata').toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(zonedTimeToInstant('2026-12-01', '09:30', 'UTC').toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('moves a time that does not exist (spring forward) one hour on, and picks the first of a repeated hour', () => {
    expect(zonedTimeToInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedTimeToInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('gives back the wall clock of an instant', () => {
    expect(wallClock(new Date('2026-12-02T00:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-12-01',
      time: '19:00',
    });
    expect(wallClock(new Date('2026-12-01T23:45:00Z'), 'Asia/Tokyo')).toEqual({ date: '2026-12-02', time: '08:45' });
  });
});
