import { answerMatches, type AutomationTrigger } from '@meridian/contracts/automation';
import type { DomainEvent } from '../../core/events/event-types';
import { defineSubscriber, type Subscriber } from '../../core/events/subscriber';
import type { Orm } from '../../db/database';
import { automationRepository } from './automation.repository';
import type { AutomationPorts, TriggerPerson } from './automation.ports';
import { createRunStarter, type Subject } from './run-starter.service';
import { runsRepository } from './runs.repository';
import { beforeStart } from './session-runs.subscribers';
import { SUPPRESSION_EXIT } from './step-runner.service';

/** Why a run started by a newsletter confirmation left when that subscriber unsubscribed from the newsletter. */
export const NEWSLETTER_EXIT = 'Unsubscribed from the newsletter';

type TriggeringEvent = DomainEvent<
  'contact.list_added' | 'contact.tag_added' | 'newsletter.confirmed' | 'rsvp.registered' | 'rsvp.paid' | 'rsvp.expired'
>;

/**
 * Starts runs from domain events (docs/product.md, Automation) and ends them on suppression. One run per
 * sequence and subject (UNIQUE(sequence_id, subject_key)), so an event delivered again, or published
 * again by a repeated webhook, starts nothing new. Runs start on the sequence's current version.
 */
export function automationSubscribers(
  deps: Pick<AutomationPorts, 'contacts' | 'newsletterSubscriber' | 'registration'>,
  now: () => Date,
  kick: () => void,
): Subscriber[] {
  const { startRuns, startRunsOf, atOnce } = createRunStarter(deps, now);

  /** A batch of one owner's contacts: the matching sequences are read once, and nothing runs when none match. */
  async function startContactRuns(
    db: Orm,
    type: 'contact.list_added' | 'contact.tag_added',
    payload: { contactIds: number[]; ownerId: number },
    matches: (trigger: AutomationTrigger) => boolean,
  ): Promise<number> {
    const { contactIds, ownerId } = payload;
    const active = (await automationRepository.activeFor(db, type)).filter(
      ({ sequence, version }) => sequence.ownerId === ownerId && matches(version.trigger),
    );
    let started = 0;
    if (active.length === 0) return started;
    for (const contactId of contactIds) {
      const subject: Subject = {
        key: `contact:${contactId}`,
        contactId,
        ownerId,
        person: (tx) => deps.contacts.person(tx, contactId),
      };
      started += await startRunsOf(db, active, subject, atOnce);
    }
    return started;
  }

  const always = () => true;
  /** `session.before`: due N hours before the start; nothing when the session has begun. */
  const beforeSession = (person: TriggerPerson, trigger: AutomationTrigger): Date | null =>
    trigger.type === 'session.before' && person.sessionStartsAt
      ? beforeStart(person.sessionStartsAt, trigger.hours, now())
      : null;

  async function onEvent(db: Orm, event: TriggeringEvent): Promise<number> {
    switch (event.type) {
      case 'contact.list_added': {
        const { listId } = event.payload;
        return startContactRuns(db, event.type, event.payload, (t) => t.type === event.type && t.listId === listId);
      }
      case 'contact.tag_added': {
        const tag = event.payload.tag.toLowerCase();
        return startContactRuns(
          db,
          event.type,
          event.payload,
          (t) => t.type === event.type && t.tag.toLowerCase() === tag,
        );
      }
      case 'newsletter.confirmed': {
        const { subscriberId } = event.payload;
        const person = (tx: Orm) => deps.newsletterSubscriber(tx, subscriberId);
        return startRuns(
          db,
          event.type,
          { key: `newsletter:${subscriberId}`, contactId: null, person },
          always,
          atOnce,
        );
      }
      case 'rsvp.registered':
      case 'rsvp.paid':
      case 'rsvp.expired': {
        const { registrationId } = event.payload;
        const person = await deps.registration(db, registrationId);
        const subject: Subject = {
          key: `registration:${registrationId}`,
          contactId: null,
          person: async () => person,
        };
        // "Question = answer" on the registered and paid triggers (docs/product.md, Registration questions).
        const answered = (t: AutomationTrigger) =>
          !('answer' in t) || answerMatches(t.answer ?? null, person?.answers ?? []);
        let started = await startRuns(db, event.type, subject, answered, atOnce);
        const booked =
          event.type === 'rsvp.paid' || (event.type === 'rsvp.registered' && event.payload.status === 'paid');
        if (booked) started += await startRuns(db, 'session.before', subject, always, beforeSession);
        return started;
      }
    }
  }

  return [
    defineSubscriber({
      name: 'automation.triggers',
      on: [
        'contact.list_added',
        'contact.tag_added',
        'newsletter.confirmed',
        'rsvp.registered',
        'rsvp.paid',
        'rsvp.expired',
      ],
      async handle(db, event, { afterCommit }) {
        const started = await onEvent(db, event);
        if (started > 0) afterCommit(kick);
        return started;
      },
    }),
    defineSubscriber({
      name: 'automation.newsletter-unsubscribed',
      on: ['newsletter.unsubscribed'],
      handle: (db, event) =>
        runsRepository.exitSubject(db, `newsletter:${event.payload.subscriberId}`, NEWSLETTER_EXIT, now()),
    }),
    defineSubscriber({
      name: 'automation.suppressed',
      on: ['contact.suppressed'],
      async handle(db, event) {
        const reason = SUPPRESSION_EXIT[event.payload.reason] ?? 'Unsubscribed';
        const { contactIds } = event.payload;
        let exited = await runsRepository.exitPeople(db, { contactIds }, reason, now());
        for (const email of await runsRepository.emailsOf(db, contactIds)) {
          exited += await runsRepository.exitPeople(db, { contactIds: [], email }, reason, now());
        }
        return exited;
      },
    }),
  ];
}
