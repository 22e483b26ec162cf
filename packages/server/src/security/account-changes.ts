import type { AuthDeps } from '../auth/auth-deps.ts';
import type { Account } from '../auth/session-service.ts';
import type { NoticeKind } from '../mail/mail-texts.ts';
import { type EventOrigin, recordSecurityEvent, type SecurityEventKind } from './security-log.ts';
import { sendSecurityNotice } from './security-notices.ts';

/** A security-relevant change went through: it goes into the log and, when it warrants one, a notice mail. */
export async function reportChange(
  deps: AuthDeps,
  account: Account,
  origin: EventOrigin,
  kind: SecurityEventKind,
  notice?: NoticeKind,
): Promise<void> {
  await recordSecurityEvent(deps.db, { accountId: account.id, kind, origin, at: deps.now() });
  if (notice) await sendSecurityNotice(deps, account, notice, origin);
}
