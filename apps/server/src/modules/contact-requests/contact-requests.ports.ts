import type { Orm } from '../../db/database';
import type { Mailer } from '../mail/mail.module';
import type { SalesLead } from './contact-requests.service';

/** What the contact-requests module needs from others, filled in modules.ts. */
export interface ContactRequestsPorts {
  mailer: Mailer;
  siteNameOn: (db: Orm) => Promise<string>;
  /** The replying admin's name (users module), for the reply's sign-off. */
  nameOf: (userId: number) => Promise<{ firstName: string; lastName: string } | null>;
  /** Adds a consultation request's sender to the sales team's contacts (contacts module), on `db`. */
  addSalesLead: (db: Orm, lead: SalesLead) => Promise<void>;
}
