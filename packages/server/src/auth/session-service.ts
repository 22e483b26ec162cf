import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts, sessions } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

const day = 24 * 60 * 60 * 1000;
const sessionIdleMs = 30 * day;
export const sessionAbsoluteMs = 90 * day;
// Refreshing last_seen_at at most hourly keeps reads from turning into writes.
const touchEveryMs = 60 * 60 * 1000;

export type Account = typeof accounts.$inferSelect;

export interface SessionService {
  create(accountId: string, db?: Database): Promise<string>;
  authenticate(token: string | undefined): Promise<{ account: Account; tokenHash: string } | null>;
  end(token: string | undefined): Promise<void>;
  endAllOf(accountId: string, options?: { except?: string; db?: Database }): Promise<void>;
}

export function createSessionService(db: Database, now: () => Date): SessionService {
  // Every signed-in request runs this lookup: prepared once, its SQL is not rebuilt per request.
  const sessionByToken = db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token');
  return {
    async create(accountId, tx = db) {
      const token = newToken();
      const at = now();
      await tx.insert(sessions).values({
        tokenHash: hashToken(token),
        accountId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + sessionAbsoluteMs),
      });
      return token;
    },

    async authenticate(token) {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const [row] = await sessionByToken.execute({ tokenHash });
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
      return { account: row.account, tokenHash };
    },

    async end(token) {
      if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    async endAllOf(accountId, { except, db: tx = db } = {}) {
      await tx
        .delete(sessions)
        .where(
          except
            ? and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, except))
            : eq(sessions.accountId, accountId),
        );
    },
  };
}
