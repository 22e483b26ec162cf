import type { FastifyRequest } from 'fastify';
import { type DocumentNode, type FragmentDefinitionNode, getOperationAST, Kind } from 'graphql';
import { requireOperation } from '../access/operation-guard.ts';
import { graphqlOperations } from '../access/operations.ts';
import { apiKeyForbidden, type Principal } from '../access/principal.ts';
import { fieldsOf } from './session-need.ts';

type KeyPrincipal = Extract<Principal, { kind: 'apiKey' }>;

// The route authenticates a Bearer request before yoga runs; session-on-demand takes it from here.
const keyPrincipals = new WeakMap<FastifyRequest, KeyPrincipal>();

export const setKeyPrincipal = (request: FastifyRequest, principal: KeyPrincipal) =>
  keyPrincipals.set(request, principal);

export const keyPrincipalOf = (request: FastifyRequest): KeyPrincipal | undefined =>
  keyPrincipals.get(request);

/**
 * An API key makes only the root fields its scopes allow (operations.ts): the account's own or
 * public ones (viewer, plans, createProject, invitations...) are FORBIDDEN to any key, a mutation
 * to a key without WRITE, a read to a key without READ (pipeline contract). Before anything runs.
 */
export function requireKeyOperation(
  principal: KeyPrincipal,
  document: DocumentNode,
  operationName: string | null | undefined,
): void {
  const operation = getOperationAST(document, operationName);
  if (!operation) return;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const type = operation.operation === 'mutation' ? 'Mutation' : 'Query';
  for (const field of fieldsOf(operation.selectionSet, fragments)) {
    if (field.name.value === '__typename') continue;
    const operation = graphqlOperations[`${type}.${field.name.value}`];
    if (operation === undefined) throw apiKeyForbidden();
    requireOperation(principal, operation);
  }
}
