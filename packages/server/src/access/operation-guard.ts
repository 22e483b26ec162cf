import { scopesGrant } from './api-scopes.ts';
import type { Operation } from './operations.ts';
import { apiKeyForbidden, type Principal, scopesForbidden } from './principal.ts';

/**
 * The operation's row as the principal makes it: an API key needs the row's scope (FORBIDDEN
 * before anything runs otherwise), and a row without one is no key's to make. A session passes:
 * its role is checked by authorize in the operation's transaction.
 */
export function requireOperation(principal: Principal, operation: Operation): void {
  if (principal.kind !== 'apiKey') return;
  if (operation.key === null) throw apiKeyForbidden();
  if (!scopesGrant(principal.scopes, operation.key)) throw scopesForbidden();
}
