import type { Orm } from '../../db/database';
import type { Mailer } from '../mail/mail.module';

/** What the careers module needs from others, filled in modules.ts. */
export interface CareersPorts {
  mailer: Mailer;
  siteNameOn: (db: Orm) => Promise<string>;
}
