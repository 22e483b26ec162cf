import type { Account } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import type { Links } from '../mail/mail-links.ts';
import type { NoticeKind } from '../mail/mail-texts.ts';
import type { Outbox } from '../mail/outbox.ts';
import { type EventOrigin, recordSecurityEvent, type SecurityEventKind } from './security-log.ts';
import { sendSecurityNotice } from './security-notices.ts';

/** A security-relevant change went through: it goes into the log and, when it warrants one, a notice mail. */
export async function reportChange(
  db: Database,
  account: Account,
  origin: EventOrigin,
  kind: SecurityEventKind,
  now: Date,
  outbox: Outbox,
  links: Links,
  notice?: NoticeKind,
): Promise<void> {
  await recordSecurityEvent(db, { accountId: account.id, kind, origin, at: now });
  if (!notice) return;
  await sendSecurityNotice(db, account, notice, origin, now, outbox, links);
  void outbox.deliverPending();
}
