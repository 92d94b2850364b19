import { asc, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { inRange, type DayRange } from '../../db/local-day';
import { webinarSessions } from './webinars.tables';

/** Sessions for the KPI: those (not cancelled) starting in the range, in order. */
export const sessionFigures = {
  async startingIn(db: Orm, range: DayRange) {
    return db
      .select({
        id: webinarSessions.id,
        title: webinarSessions.title,
        startsAt: webinarSessions.startsAt,
        capacity: webinarSessions.capacity,
        doorsOpenMinutes: webinarSessions.doorsOpenMinutes,
      })
      .from(webinarSessions)
      .where(sql`${webinarSessions.status} = 'scheduled' and ${inRange(webinarSessions.startsAt, range)}`)
      .orderBy(asc(webinarSessions.startsAt), asc(webinarSessions.id));
  },
};
