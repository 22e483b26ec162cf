import type { FastifyRequest } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import { sessionPrincipal } from '../access/principal.ts';
import {
  admitSession,
  authenticateSession,
  type SessionLookup,
  type SignedInSession,
} from '../auth/session-service.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { type AccountOverview, sessionOverview } from '../projects/account-overview.ts';
import { keyPrincipalOf, requireKeyOperation } from './api-key-operations.ts';
import { createLoaders } from './loaders.ts';
import type { GraphqlContext } from './resolvers.ts';
import { type SessionNeed, sessionNeed } from './session-need.ts';

export interface SessionOnDemandOptions {
  db: Database;
  now: () => Date;
  sessionLookup: SessionLookup;
  /** The session token of the request's cookie. */
  sessionToken: (request: FastifyRequest) => string | undefined;
}

/**
 * An API key's principal (authenticated by the route) when the request sends one; else reads the caller's session just before execution, and only when the operation asks for more than
 * public fields: `{ plans }` costs no database read, signed in or not. When the operation shows the
 * viewer's projects or subscription, the session and that overview come in one query.
 */
export function sessionOnDemand({
  db,
  now,
  sessionLookup,
  sessionToken,
}: SessionOnDemandOptions): Plugin<GraphqlContext & { req: FastifyRequest }> {
  async function signedIn(token: string, need: SessionNeed): Promise<Partial<GraphqlContext>> {
    let session: SignedInSession | null;
    let overview: AccountOverview | undefined;
    if (need === 'overview') {
      const tokenHash = hashToken(token);
      const read = await sessionOverview(db, tokenHash);
      session = await admitSession(db, tokenHash, read.session, now());
      overview = read.overview;
    } else {
      session = await authenticateSession(db, sessionLookup, token, now());
    }
    if (!session) return {};
    const principal = sessionPrincipal(session);
    return { account: session.account, principal, loaders: createLoaders(db, principal, now, overview) };
  }

  return {
    // Not async: an operation that needs no session goes on without waiting for a promise.
    onExecute({ args, extendContext }) {
      const key = keyPrincipalOf(args.contextValue.req);
      if (key) {
        requireKeyOperation(key, args.document, args.operationName);
        extendContext({ account: key.account, principal: key, loaders: createLoaders(db, key, now) });
        return;
      }
      const need = sessionNeed(args.document, args.operationName);
      const token = need === 'none' ? undefined : sessionToken(args.contextValue.req);
      if (!token) return;
      return signedIn(token, need).then(extendContext);
    },
  };
}
