import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { securityEvents } from '../db/schema.ts';

/** What the security log records; nothing else can be written to it. */
export type SecurityEventKind =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-code-failed'
  | 'passkey-added'
  | 'passkey-removed'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'recovery-codes-regenerated'
  | 'password-changed'
  | 'email-change-requested'
  | 'session-ended'
  | 'other-sessions-ended'
  | 'not-me'
  | 'factor-removal-scheduled'
  | 'factor-removal-cancelled'
  | 'data-exported'
  // Member changes this account made (teams-contract.md).
  | 'member-invited'
  | 'member-joined'
  | 'member-role-changed'
  | 'member-removed'
  | 'member-left'
  | 'ownership-transferred'
  // API keys this account created, and their revocation (pipeline-contract.md).
  | 'api-key-created'
  | 'api-key-revoked';

export type SignInMethod = 'password' | 'password+code' | 'password+recovery-code' | 'passkey';

/** The browser an event came from: its user agent and client address, never a credential. */
export interface EventOrigin {
  userAgent: string | undefined;
  address: string;
}

export const securityLogDays = 90;
const day = 24 * 60 * 60 * 1000;

/**
 * The one writer of the security log. It takes only a kind, a sign-in method and where the request
 * came from, so no password, code, token or key can reach the log.
 */
export async function recordSecurityEvent(
  db: Database,
  event: { accountId: string; kind: SecurityEventKind; method?: SignInMethod; origin: EventOrigin; at: Date },
): Promise<void> {
  await db.insert(securityEvents).values({
    accountId: event.accountId,
    kind: event.kind,
    method: event.method ?? null,
    userAgent: event.origin.userAgent?.slice(0, 512) ?? null,
    address: event.origin.address,
    at: event.at,
  });
}

/** The last 90 days of the account's log, newest first. */
export async function securityLogOf(db: Database, accountId: string, now: Date) {
  return db
    .select()
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.accountId, accountId),
        gte(securityEvents.at, new Date(now.getTime() - securityLogDays * day)),
      ),
    )
    .orderBy(desc(securityEvents.at), desc(securityEvents.seq));
}
