import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts, sessions } from '../db/schema.ts';
import { type EndAccess, noEndAccess } from '../events/access-end.ts';
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

export interface SessionService {
  create(accountId: string, db?: Database): Promise<string>;
  authenticate(token: string | undefined): Promise<SignedInSession | null>;
  /**
   * authenticate's checks for a row the caller read itself, joined with more of what its request
   * needs, so both come in one round trip: an expired session is ended and answers null.
   */
  admit(tokenHash: string, row: SessionRow | undefined): Promise<SignedInSession | null>;
  /** Records where a just-created session signed in from; answers its account's id. */
  describe(token: string, origin: SessionOrigin): Promise<string | undefined>;
  /** Records that the session proved a factor again (re-authentication). */
  markAuthenticated(tokenHash: string): Promise<void>;
  listOf(accountId: string): Promise<SessionSummary[]>;
  end(token: string | undefined): Promise<void>;
  endByHash(accountId: string, tokenHash: string): Promise<void>;
  endAllOf(accountId: string, options?: { except?: string; db?: Database }): Promise<void>;
}

const userAgentMax = 512;

/** `endAccess` hears of every session that ends here, so the streams it opened end with it. */
export function createSessionService(
  db: Database,
  now: () => Date,
  endAccess: EndAccess = noEndAccess,
): SessionService {
  // Every signed-in request runs this lookup: prepared once, its SQL is not rebuilt per request.
  const sessionByToken = db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token');
  async function admit(tokenHash: string, row: SessionRow | undefined): Promise<SignedInSession | null> {
    if (!row) return null;
    const at = now().getTime();
    if (row.session.expiresAt.getTime() <= at || row.session.lastSeenAt.getTime() + sessionIdleMs <= at) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return null;
    }
    if (at - row.session.lastSeenAt.getTime() > touchEveryMs) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(at) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return { account: row.account, tokenHash, authenticatedAt: row.session.authenticatedAt };
  }

  return {
    async create(accountId, tx = db) {
      const token = newToken();
      const at = now();
      await tx.insert(sessions).values({
        tokenHash: hashToken(token),
        accountId,
        createdAt: at,
        lastSeenAt: at,
        authenticatedAt: at,
        expiresAt: new Date(at.getTime() + sessionAbsoluteMs),
      });
      return token;
    },

    async authenticate(token) {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const [row] = await sessionByToken.execute({ tokenHash });
      return admit(tokenHash, row);
    },

    admit,

    async describe(token, { userAgent, address }) {
      const [row] = await db
        .update(sessions)
        .set({ userAgent: userAgent?.slice(0, userAgentMax) ?? null, address })
        .where(eq(sessions.tokenHash, hashToken(token)))
        .returning({ accountId: sessions.accountId });
      return row?.accountId;
    },

    async markAuthenticated(tokenHash) {
      await db.update(sessions).set({ authenticatedAt: now() }).where(eq(sessions.tokenHash, tokenHash));
    },

    async listOf(accountId) {
      const at = now().getTime();
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
    },

    async end(token) {
      if (!token) return;
      const tokenHash = hashToken(token);
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      endAccess({ kind: 'session', sessionId: sessionIdOf(tokenHash) });
    },

    async endByHash(accountId, tokenHash) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.accountId, accountId), eq(sessions.tokenHash, tokenHash)));
      endAccess({ kind: 'session', sessionId: sessionIdOf(tokenHash) });
    },

    // Inside a caller's transaction the streams end before it commits: a rollback only makes their
    // clients reconnect.
    async endAllOf(accountId, { except, db: tx = db } = {}) {
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
    },
  };
}
