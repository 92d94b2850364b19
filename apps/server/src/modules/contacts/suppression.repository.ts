import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { contactListMembers, contacts, emailSuppressions } from './contacts.tables';

export type SuppressionReasonValue = 'unsubscribed' | 'bounced' | 'complained';

export interface AudienceRow {
  contactId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** The suppression list (by address, across senders) and the audience query that honours it. */
export const suppressionRepository = {
  /**
   * Records the address (the first reason stays; a repeat changes nothing) and marks every
   * still-subscribed contact with it, whoever owns it, with the recorded reason.
   */
  async suppress(db: Orm, email: string, reason: SuppressionReasonValue, source: string): Promise<void> {
    await db.insert(emailSuppressions).values({ email, reason, source }).onConflictDoNothing();
    await db
      .update(contacts)
      .set({
        status: sql`(select ${emailSuppressions.reason} from ${emailSuppressions} where ${emailSuppressions.email} = ${email})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(contacts.email, email), eq(contacts.status, 'subscribed')));
  },

  async reasonFor(db: Orm, email: string): Promise<SuppressionReasonValue | null> {
    const [row] = await db
      .select({ reason: emailSuppressions.reason })
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, email));
    return (row?.reason as SuppressionReasonValue | undefined) ?? null;
  },

  /** The suppressed addresses among `emails`, with their reason. */
  async reasonsFor(db: Orm, emails: readonly string[]): Promise<Map<string, SuppressionReasonValue>> {
    if (emails.length === 0) return new Map();
    const rows = await db
      .select({ email: emailSuppressions.email, reason: emailSuppressions.reason })
      .from(emailSuppressions)
      .where(inArray(emailSuppressions.email, [...emails]));
    return new Map(rows.map((row) => [row.email, row.reason as SuppressionReasonValue]));
  },

  /**
   * One query: the owner's subscribed, unsuppressed contacts on any of `listIds`, carrying any of
   * `tags` or in the segment (its condition, segment-filter.repository.ts), by contact id. An owner
   * has one contact per address, so each address comes once.
   */
  async audience(
    db: Orm,
    ownerId: number,
    listIds: readonly number[],
    tags: readonly string[],
    segment: SQL | null = null,
  ): Promise<AudienceRow[]> {
    if (listIds.length === 0 && tags.length === 0 && segment === null) return [];
    const onList =
      listIds.length > 0
        ? sql`exists (select 1 from ${contactListMembers} where ${contactListMembers.contactId} = ${contacts.id}
            and ${contactListMembers.listId} in ${listIds})`
        : sql`false`;
    const tagged = tags.length > 0 ? sql`${contacts.tags} && ${textArray(tags)}` : sql`false`;
    return db
      .select({
        contactId: contacts.id,
        email: contacts.email,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
      })
      .from(contacts)
      .where(
        and(
          eq(contacts.ownerId, ownerId),
          eq(contacts.status, 'subscribed'),
          sql`not exists (select 1 from ${emailSuppressions} where ${emailSuppressions.email} = ${contacts.email})`,
          sql`(${onList} or ${tagged} or ${segment ?? sql`false`})`,
        ),
      )
      .orderBy(asc(contacts.id));
  },
};

/** A text[] of parameters. */
export function textArray(values: readonly string[]) {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
