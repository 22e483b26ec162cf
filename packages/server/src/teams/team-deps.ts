import type { Database } from '../db/database.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Links } from '../mail/mail-links.ts';
import type { MailLocale } from '../mail/mail-templates.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { EventOrigin } from '../security/security-log.ts';
import type { InvitationMailCap } from './invitation-mail-limits.ts';

/** What the member and invitation services share; built once in app.ts. */
export interface TeamDeps {
  db: Database;
  outbox: Outbox;
  links: Links;
  /** Sends the mention mails that are due (comments' mentions); the comment resolver starts it. */
  mentionMails: { runNow(): Promise<void> };
  /** Invitation mails per account and day. */
  invitationMails: InvitationMailCap;
  /** Ends the event streams a removed member holds, in every process. */
  endAccess: EndAccess;
}

/** Of the request that makes a member change: the mail language and where it came from. */
export interface ChangeContext {
  locale: MailLocale;
  origin: EventOrigin;
  now: Date;
}
