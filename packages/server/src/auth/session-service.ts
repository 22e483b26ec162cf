import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts, sessions } from '../db/schema.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Executor } from '../workspace/executor.ts';
import { hashToken, newToken } from './tokens.ts';

const day = 24 * 60 * 60 * 1000;
export const sessionIdleMs = 7 * day;
export const sessionAbsoluteMs = 30 * day;
// Refreshing last_seen_at at most every quarter hour keeps reads from turning into writes.
const touchEveryMs = 15 * 60 * 1000;

export type Account = typeof accounts.$inferSelect;

/** A session row with its account, as the lookup by token hash reads it. */
export interface SessionRow {
  session: typeof sessions.$inferSelect;
  account: Account;
}

export interface SignedInSession {
  account: Account;
  tokenHash: string;
  /** When this session last proved a factor: its sign-in, or a re-check since. */
  authenticatedAt: Date;
}

/** Where a session signed in from, as the sessions page shows it. */
export interface SessionOrigin {
  userAgent: string | undefined;
  address: string;
}

export interface SessionSummary {
  /** A handle for this session that is not its token's hash (that stays in the database). */
  id: string;
  userAgent: string | null;
  address: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  tokenHash: string;
}

/** The public handle of a session: a hash of its token's hash, so neither leaves the server. */
export const sessionIdOf = (tokenHash: string) => hashToken(tokenHash).slice(0, 22);

const userAgentMax = 512;

/**
 * The lookup every signed-in request runs, prepared once by the app factory: its SQL is not
 * rebuilt per request.
 */
export function prepareSessionLookup(db: Database) {
  return db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token');
}

export type SessionLookup = ReturnType<typeof prepareSessionLookup>;

/** A new session of the account (in the caller's transaction when `tx` is one); answers its token. */
export async function createSession(tx: Executor, accountId: string, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    createdAt: now,
    lastSeenAt: now,
    authenticatedAt: now,
    expiresAt: new Date(now.getTime() + sessionAbsoluteMs),
  });
  return token;
}

/**
 * The session a token reads, with authenticateSession's checks for a row the caller read itself
 * (joined with more of what its request needs, so both come in one round trip): an expired
 * session is ended and answers null.
 */
export async function admitSession(
  db: Database,
  tokenHash: string,
  row: SessionRow | undefined,
  now: Date,
): Promise<SignedInSession | null> {
  if (!row) return null;
  const at = now.getTime();
  if (row.session.expiresAt.getTime() <= at || row.session.lastSeenAt.getTime() + sessionIdleMs <= at) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (at - row.session.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { account: row.account, tokenHash, authenticatedAt: row.session.authenticatedAt };
}

/** The signed-in session of a cookie's token, or null. */
export async function authenticateSession(
  db: Database,
  lookup: SessionLookup,
  token: string | undefined,
  now: Date,
): Promise<SignedInSession | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const [row] = await lookup.execute({ tokenHash });
  return admitSession(db, tokenHash, row, now);
}

/** Records where a just-created session signed in from; answers its account's id. */
export async function describeSession(
  db: Database,
  token: string,
  { userAgent, address }: SessionOrigin,
): Promise<string | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ userAgent: userAgent?.slice(0, userAgentMax) ?? null, address })
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ accountId: sessions.accountId });
  return row?.accountId;
}

/** Records that the session proved a factor again (re-authentication). */
export async function markSessionAuthenticated(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ authenticatedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** The account's live sessions, most recently seen first. */
export async function listSessions(db: Database, accountId: string, now: Date): Promise<SessionSummary[]> {
  const at = now.getTime();
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.accountId, accountId))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .filter((row) => row.expiresAt.getTime() > at && row.lastSeenAt.getTime() + sessionIdleMs > at)
    .map((row) => ({
      id: sessionIdOf(row.tokenHash),
      userAgent: row.userAgent,
      address: row.address,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      tokenHash: row.tokenHash,
    }));
}

/** Signs the token's session out; `endAccess` ends the streams it opened. */
export async function endSession(
  db: Database,
  token: string | undefined,
  endAccess: EndAccess,
): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  endAccess({ kind: 'session', sessionId: sessionIdOf(tokenHash) });
}

/** Ends one of the account's sessions, found by its token's hash. */
export async function endSessionByHash(
  db: Database,
  accountId: string,
  tokenHash: string,
  endAccess: EndAccess,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), eq(sessions.tokenHash, tokenHash)));
  endAccess({ kind: 'session', sessionId: sessionIdOf(tokenHash) });
}

/**
 * Ends every session of the account but `except`. Inside a caller's transaction the streams end
 * before it commits: a rollback only makes their clients reconnect.
 */
export async function endAllSessions(
  tx: Executor,
  accountId: string,
  endAccess: EndAccess,
  except?: string,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      except
        ? and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, except))
        : eq(sessions.accountId, accountId),
    );
  endAccess({
    kind: 'sessions',
    accountId,
    ...(except !== undefined && { exceptSessionId: sessionIdOf(except) }),
  });
}
