import type { ApiScope } from '@verba/contract';
import { reauthRequired, reauthWindowMs } from '../auth/reauth-service.ts';
import type { Account, SignedInSession } from '../auth/session-service.ts';
import { DomainError } from '../errors.ts';

/**
 * Who makes a request, resolved once per request by the route subtree's hook (REST) or by
 * GraphQL's session-on-demand: a session, or an API key acting as its creator (`account`) within
 * its one project and scopes. `authorize` is the only place that needs to know the difference.
 */
export type Principal =
  | { kind: 'session'; account: Account; authenticatedAt: Date }
  | {
      kind: 'apiKey';
      account: Account;
      keyId: string;
      projectId: string;
      scopes: readonly ApiScope[];
      /** The secret's hash: an import's apply is found by it, as a session's by its token hash. */
      secretHash: string;
    };

export const sessionPrincipal = (
  session: Pick<SignedInSession, 'account' | 'authenticatedAt'>,
): Principal => ({
  kind: 'session',
  account: session.account,
  authenticatedAt: session.authenticatedAt,
});

/** The account a change is recorded against (Activity.by, updated_by, the security log). */
export const actorId = (principal: Principal): string => principal.account.id;

/**
 * An import's calls, as an API key makes them: they need its IMPORT scope, and then write keys and
 * values as the import does, whatever the key's WRITE scope says. A session passes unchanged.
 */
export function importPrincipal<P extends Principal>(principal: P): P {
  if (principal.kind !== 'apiKey') return principal;
  if (!principal.scopes.includes('IMPORT')) {
    throw new DomainError('FORBIDDEN', 'This API key’s scopes do not allow imports.');
  }
  return { ...principal, scopes: [...new Set<ApiScope>([...principal.scopes, 'WRITE'])] };
}

/** Sensitive changes need a session that proved a factor within the re-auth window. */
export function requireFresh(principal: Principal, now: Date): void {
  if (principal.kind === 'apiKey') throw apiKeyForbidden();
  if (now.getTime() - principal.authenticatedAt.getTime() > reauthWindowMs) throw reauthRequired();
}

export const apiKeyForbidden = () =>
  new DomainError('FORBIDDEN', 'An API key cannot make this call; sign in to the app instead.');

export const scopesForbidden = () => new DomainError('FORBIDDEN', 'This API key’s scopes do not allow this.');
