import type { SegmentDefinition, SegmentRule } from '@meridian/contracts/contacts-segments';
import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { contactListMembers } from './contacts.tables';

const DAY_MS = 86_400_000;

/**
 * The outer contact's columns, spelled out: in a one-table select drizzle prints columns unqualified,
 * which inside the subqueries below would bind to the subquery's own table.
 */
const outer = {
  id: sql.raw('"contacts"."id"'),
  email: sql.raw('"contacts"."email"'),
  firstName: sql.raw('"contacts"."first_name"'),
  lastName: sql.raw('"contacts"."last_name"'),
  tags: sql.raw('"contacts"."tags"'),
  status: sql.raw('"contacts"."status"'),
  createdAt: sql.raw('"contacts"."created_at"'),
};

/** A compiled segment: a condition on the outer `contacts` row. */
export type SegmentCondition = SQL;

/**
 * Who did what, as the modules that own those rows answer it: each a query of the contact ids or the
 * (lower-cased) addresses that match, looked up with IN (a semi-join, or one hashed set per query when
 * conditions are joined by OR) or, negated under all, NOT EXISTS (an anti-join), so each owner's table
 * is read once per evaluation, not once per contact.
 */
export interface SegmentSources {
  /** Campaigns: the owner's contacts (ids) who opened or clicked one campaign or any, since a time or ever. */
  engaged(query: { ownerId: number; event: 'open' | 'click'; campaignId: number | null; since: Date | null }): SQL;
  /** RSVP: addresses that registered, paid or attended, in one session or any, since a time or ever. */
  registered(query: { status: 'registered' | 'paid' | 'attended'; sessionId: number | null; since: Date | null }): SQL;
  /** RSVP: addresses whose registration answered the question so (answerMatches' rule, in SQL). */
  answered(query: { question: string; answer: string }): SQL;
  /** RSVP: addresses whose registration an affiliate referred. */
  registeredFromAffiliate(): SQL;
  /** Newsletter: addresses of subscribers in this state. */
  subscribed(status: 'subscribed' | 'confirmed' | 'unsubscribed'): SQL;
  /** Newsletter: addresses of subscribers an affiliate referred. */
  subscribedFromAffiliate(): SQL;
}

const since = (days: number | null, now: Date): Date | null =>
  days === null ? null : new Date(now.getTime() - days * DAY_MS);
const not = (condition: SQL): SQL => sql`not (${condition})`;

function textCondition(rule: Extract<SegmentRule, { kind: 'contactField' }>): SQL {
  const column = outer[rule.field];
  const value = rule.value.trim();
  switch (rule.op) {
    case 'is':
      return sql`lower(${column}) = lower(${value})`;
    case 'isNot':
      return sql`lower(${column}) <> lower(${value})`;
    case 'contains':
      return sql`${column} ilike ${containsPattern(value)}`;
    case 'notContains':
      return sql`${column} not ilike ${containsPattern(value)}`;
    case 'startsWith':
      return sql`${column} ilike ${containsPattern(value).slice(1)}`;
  }
}

/**
 * The outer column in the set, or not in it (`positive` false). Under `all` a negation is NOT EXISTS,
 * which PostgreSQL runs as an anti-join (NOT IN it cannot, and a set larger than work_mem would then be
 * scanned once per contact); under `any` it stays NOT IN, one hashed set read once (a correlated NOT
 * EXISTS inside OR runs per contact). The sets never yield NULL, so both mean the same.
 */
function inSet(column: SQL, set: SQL, positive: boolean, match: SegmentDefinition['match']): SQL {
  if (positive) return sql`${column} in (${set})`;
  if (match === 'any') return not(sql`${column} in (${set})`);
  return sql`not exists (select 1 from (${set}) as segment_set (value) where segment_set.value = ${column})`;
}
/** The condition, or its negation (`positive` false). */
const either = (positive: boolean, condition: SQL) => (positive ? condition : not(condition));

/** One rule as an SQL condition on the outer `contacts` row of `ownerId`. */
function ruleCondition(
  rule: SegmentRule,
  sources: SegmentSources,
  now: Date,
  ownerId: number,
  match: SegmentDefinition['match'],
): SQL {
  const emailIn = (set: SQL, positive: boolean) => inSet(outer.email, set, positive, match);
  const idIn = (set: SQL, positive: boolean) => inSet(outer.id, set, positive, match);
  switch (rule.kind) {
    case 'contactField':
      return textCondition(rule);
    case 'contactStatus':
      return either(rule.op === 'is', sql`${outer.status} = ${rule.status}`);
    case 'contactAdded': {
      const at = since(rule.days, now)!.toISOString();
      return either(rule.op === 'withinDays', sql`${outer.createdAt} >= ${at}::timestamptz`);
    }
    case 'tag':
      return either(rule.op === 'has', sql`${outer.tags} @> array[${rule.tag}]::text[]`);
    case 'list':
      return idIn(
        sql`select m.contact_id from ${contactListMembers} m where m.list_id = ${rule.listId}`,
        rule.op === 'in',
      );
    case 'answer':
      return emailIn(sources.answered({ question: rule.question, answer: rule.answer }), rule.op === 'is');
    case 'engagement': {
      const event = rule.op === 'opened' || rule.op === 'notOpened' ? 'open' : 'click';
      const set = sources.engaged({ ownerId, event, campaignId: rule.campaignId, since: since(rule.days, now) });
      return idIn(set, rule.op === 'opened' || rule.op === 'clicked');
    }
    case 'webinar': {
      const status = rule.op.replace(/^not/, '').toLowerCase() as 'registered' | 'paid' | 'attended';
      const set = sources.registered({ status, sessionId: rule.sessionId, since: since(rule.days, now) });
      return emailIn(set, !rule.op.startsWith('not'));
    }
    case 'newsletter':
      return emailIn(sources.subscribed(rule.status), rule.op === 'is');
    case 'source':
      return either(
        rule.op === 'is',
        sql`(${emailIn(sources.registeredFromAffiliate(), true)} or ${emailIn(sources.subscribedFromAffiliate(), true)})`,
      );
  }
}

/**
 * The one compiler of segment rules (docs/decisions/2026-11-27-segments.md): the definition as one SQL
 * condition on the `contacts` rows of `ownerId`, each rule a column test or an IN over another
 * module's query, joined by AND (all) or OR (any). Time windows are counted back from `now`. The
 * caller adds the owner to the outer query.
 */
export function segmentCondition(
  definition: SegmentDefinition,
  sources: SegmentSources,
  now: Date,
  ownerId: number,
): SQL {
  const parts = definition.rules.map((rule) => sql`(${ruleCondition(rule, sources, now, ownerId, definition.match)})`);
  return sql`(${sql.join(parts, definition.match === 'all' ? sql` and ` : sql` or `)})`;
}
