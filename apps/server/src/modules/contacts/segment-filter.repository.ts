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

/** Who did what, as the modules that own those rows answer it: an SQL condition about the outer contact. */
export interface SegmentSources {
  /** Campaigns: the contact (by id) opened or clicked one campaign or any, since a time or ever. */
  engagement(contactId: SQL, query: { event: 'open' | 'click'; campaignId: number | null; since: Date | null }): SQL;
  /** RSVP: a registration with this address registered, paid or attended, in one session or any. */
  registration(
    email: SQL,
    query: { status: 'registered' | 'paid' | 'attended'; sessionId: number | null; since: Date | null },
  ): SQL;
  /** RSVP: a registration with this address answered the question so (answerMatches' rule, in SQL). */
  answer(email: SQL, query: { question: string; answer: string }): SQL;
  /** RSVP: a registration with this address came through an affiliate. */
  registrationFromAffiliate(email: SQL): SQL;
  /** Newsletter: the subscriber with this address is in this state. */
  newsletter(email: SQL, status: 'subscribed' | 'confirmed' | 'unsubscribed'): SQL;
  /** Newsletter: the subscriber with this address came through an affiliate. */
  subscriberFromAffiliate(email: SQL): SQL;
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

/** One rule as an SQL condition on the outer `contacts` row. */
function ruleCondition(rule: SegmentRule, sources: SegmentSources, now: Date): SQL {
  const email = outer.email;
  switch (rule.kind) {
    case 'contactField':
      return textCondition(rule);
    case 'contactStatus':
      return rule.op === 'is' ? sql`${outer.status} = ${rule.status}` : sql`${outer.status} <> ${rule.status}`;
    case 'contactAdded': {
      const at = since(rule.days, now)!.toISOString();
      return rule.op === 'withinDays'
        ? sql`${outer.createdAt} >= ${at}::timestamptz`
        : sql`${outer.createdAt} < ${at}::timestamptz`;
    }
    case 'tag': {
      const has = sql`${outer.tags} @> array[${rule.tag}]::text[]`;
      return rule.op === 'has' ? has : not(has);
    }
    case 'list': {
      const on = sql`exists (select 1 from ${contactListMembers} m where m.contact_id = ${outer.id}
        and m.list_id = ${rule.listId})`;
      return rule.op === 'in' ? on : not(on);
    }
    case 'answer': {
      const answered = sources.answer(email, { question: rule.question, answer: rule.answer });
      return rule.op === 'is' ? answered : not(answered);
    }
    case 'engagement': {
      const event = rule.op === 'opened' || rule.op === 'notOpened' ? 'open' : 'click';
      const did = sources.engagement(outer.id, {
        event,
        campaignId: rule.campaignId,
        since: since(rule.days, now),
      });
      return rule.op === 'opened' || rule.op === 'clicked' ? did : not(did);
    }
    case 'webinar': {
      const status = rule.op.replace(/^not/, '').toLowerCase() as 'registered' | 'paid' | 'attended';
      const did = sources.registration(email, { status, sessionId: rule.sessionId, since: since(rule.days, now) });
      return rule.op.startsWith('not') ? not(did) : did;
    }
    case 'newsletter': {
      const is = sources.newsletter(email, rule.status);
      return rule.op === 'is' ? is : not(is);
    }
    case 'source': {
      const fromAffiliate = sql`(${sources.registrationFromAffiliate(email)} or ${sources.subscriberFromAffiliate(email)})`;
      return rule.op === 'is' ? fromAffiliate : not(fromAffiliate);
    }
  }
}

/**
 * The one compiler of segment rules (docs/decisions/2026-11-27-segments.md): the definition as one SQL
 * condition on `contacts`, each rule an EXISTS (or a column test), joined by AND (all) or OR (any).
 * Time windows are counted back from `now`. The caller adds the owner.
 */
export function segmentCondition(definition: SegmentDefinition, sources: SegmentSources, now: Date): SQL {
  const parts = definition.rules.map((rule) => sql`(${ruleCondition(rule, sources, now)})`);
  return sql`(${sql.join(parts, definition.match === 'all' ? sql` and ` : sql` or `)})`;
}
