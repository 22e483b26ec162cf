import type { MailLocale } from '../mail/mail-templates.ts';
import type { EventOrigin } from '../security/security-log.ts';

/** Of the request that makes a member change: the mail language, where it came from, and its time. */
export interface ChangeContext {
  locale: MailLocale;
  origin: EventOrigin;
  now: Date;
}
