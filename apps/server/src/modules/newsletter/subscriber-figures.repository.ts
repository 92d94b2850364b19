import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { inRange, type DayRange } from '../../db/local-day';
import { newsletterSubscribers as subscribers } from './newsletter.tables';

/** Subscribers for the KPI: gained (confirmed) and lost (unsubscribed) in the range. */
export const subscriberFigures = {
  async gainedAndLost(db: Orm, range: DayRange) {
    const [row] = await db
      .select({
        gained: sql<number>`(count(*) filter (where ${inRange(subscribers.confirmedAt, range)}))::int`,
        lost: sql<number>`(count(*) filter (where ${inRange(subscribers.unsubscribedAt, range)}))::int`,
      })
      .from(subscribers)
      .where(sql`${inRange(subscribers.confirmedAt, range)} or ${inRange(subscribers.unsubscribedAt, range)}`);
    return { gained: Number(row?.gained ?? 0), lost: Number(row?.lost ?? 0) };
  },
};
