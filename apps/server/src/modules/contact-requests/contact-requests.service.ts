import {
  CONTACT_CONSENT,
  CONTACT_REQUEST_MESSAGES,
  contactRequestListQuerySchema,
  type ContactRequest,
  type ContactRequestKind,
  type ContactRequestPage,
  type ContactRequestStatus,
  type contactRequestBodySchema,
} from '@meridian/contracts/contact-requests';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { FormGuardService } from '../../lib/form-guard';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../mail/mail.module';
import { contactRequestsRepository as repo } from './contact-requests.repository';
import type { ContactReplyRow, ContactRequestRow } from './contact-requests.tables';

/** Someone who asked for a consultation, as the sales team's contact. */
export interface SalesLead {
  email: string;
  firstName: string;
  lastName: string;
}

export interface ContactRequestsDeps {
  orm: Orm;
  mail: Mailer;
  siteName: (db: Orm) => Promise<string>;
  publicUrl: string;
  /** The replying admin's name, for the reply's sign-off. */
  nameOf: (userId: number) => Promise<{ firstName: string; lastName: string } | null>;
  /** Adds a consultation request's sender to the sales team's contacts, on `db` (the request's transaction). */
  addSalesLead: (db: Orm, lead: SalesLead) => Promise<void>;
  /** The public forms' bot guard (lib/form-guard.ts). */
  formGuard: FormGuardService;
}

function view(row: ContactRequestRow, replies: readonly ContactReplyRow[]): ContactRequest {
  return {
    id: row.id,
    kind: row.kind as ContactRequestKind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    message: row.message,
    status: row.status as ContactRequestStatus,
    createdAt: row.createdAt.toISOString(),
    replies: replies
      .filter((reply) => reply.requestId === row.id)
      .map((reply) => ({
        id: reply.id,
        authorName: reply.authorName,
        body: reply.body,
        sentAt: reply.sentAt.toISOString(),
      })),
  };
}

/** "Ada Lovelace King" → first "Ada", last "Lovelace King". */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: firstName.slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
}

/**
 * The /consultation and /support forms and the admin's inbox (docs/product.md, Requisition):
 * a request is stored with its consent; a consultation also becomes a sales contact; an admin's
 * reply goes out as system mail and marks the request answered.
 */
export function createContactRequestsService(deps: ContactRequestsDeps) {
  async function withReplies(db: Orm, id: number): Promise<ContactRequest> {
    const row = await repo.byId(db, id);
    if (!row) throw new AppError('NOT_FOUND', CONTACT_REQUEST_MESSAGES.notFound);
    return view(row, await repo.repliesOf(db, [id]));
  }

  return {
    /** A honeypot-filled form is answered like any other and stores nothing. */
    async submit(body: z.output<typeof contactRequestBodySchema>): Promise<{ message: string }> {
      if (deps.formGuard.judge(body) === 'drop') return { message: CONTACT_REQUEST_MESSAGES.sent };
      const email = body.email.trim().toLowerCase();
      await inTransaction(deps.orm, async (db) => {
        await repo.insert(db, {
          kind: body.kind,
          name: body.name,
          email,
          phone: body.phone,
          topic: body.topic,
          message: body.message,
          consentWording: CONTACT_CONSENT,
        });
        if (body.kind === 'consultation') await deps.addSalesLead(db, { email, ...splitName(body.name) });
      });
      return { message: CONTACT_REQUEST_MESSAGES.sent };
    },

    async list(query: z.input<typeof contactRequestListQuerySchema>): Promise<ContactRequestPage> {
      const parsed = contactRequestListQuerySchema.parse(query);
      const rows = await repo.page(deps.orm, parsed, parsed);
      const items = rows.slice(0, parsed.limit);
      const replies = await repo.repliesOf(
        deps.orm,
        items.map((row) => row.id),
      );
      return {
        items: items.map((row) => view(row, replies)),
        nextBefore: rows.length > parsed.limit ? (items.at(-1)?.id ?? null) : null,
        newCount: await repo.countNew(deps.orm),
      };
    },

    /** Emails the reply (quoting the request) and marks the request answered, in one transaction. */
    async reply(actor: Actor, id: number, body: string): Promise<ContactRequest> {
      const author = await deps.nameOf(actor.userId);
      const authorName = author ? `${author.firstName} ${author.lastName}`.trim() : '';
      const result = await inTransaction(deps.orm, async (db) => {
        const row = await repo.byId(db, id, true);
        if (!row) throw new AppError('NOT_FOUND', CONTACT_REQUEST_MESSAGES.notFound);
        if (row.status === 'closed') throw new AppError('CONFLICT', CONTACT_REQUEST_MESSAGES.closed);
        const siteName = await deps.siteName(db);
        const signature = authorName ? `${authorName}, ${siteName}` : `The ${siteName} team`;
        const replyId = await repo.addReply(db, { requestId: id, authorId: actor.userId, authorName: signature, body });
        const { text, html } = renderMail({
          siteName,
          publicUrl: deps.publicUrl,
          greeting: `Hi ${splitName(row.name).firstName || row.name},`,
          blocks: [
            { type: 'paragraph', text: body },
            {
              type: 'details',
              rows: [
                ['Your request', row.topic],
                ['Sent', row.createdAt.toISOString().slice(0, 10)],
                ['Message', row.message],
              ],
            },
          ],
          signOff: signature,
        });
        await deps.mail.enqueue(db, {
          kind: 'contact-request.reply',
          to: row.email,
          subject: `Re: ${row.topic} (${siteName})`,
          text,
          html,
          dedupeKey: `contact-request-reply:${replyId}`,
        });
        await repo.setStatus(db, id, 'answered');
        return withReplies(db, id);
      });
      deps.mail.kick();
      return result;
    },

    async setStatus(id: number, status: ContactRequestStatus): Promise<ContactRequest> {
      return inTransaction(deps.orm, async (db) => {
        if (!(await repo.byId(db, id, true))) throw new AppError('NOT_FOUND', CONTACT_REQUEST_MESSAGES.notFound);
        await repo.setStatus(db, id, status);
        return withReplies(db, id);
      });
    },
  };
}
export type ContactRequestsService = ReturnType<typeof createContactRequestsService>;
