import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getOperationAST,
  Kind,
  OperationTypeNode,
  type ValueNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { DomainError, statusOf } from '../errors.ts';
import { itemsCost, type WriteLimiter } from '../rate-limit/write-limits.ts';
import type { GraphqlContext } from './resolvers.ts';
import { fieldsOf } from './session-need.ts';

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** Points on top of a field's size: a plan change would reach billing, so it is not free. */
const extraPoints: Readonly<Record<string, number>> = { changePlan: 100 };

/** The items of a list argument, written inline or given as a variable. */
function itemsOf(value: ValueNode, variables: Variables): number {
  if (value.kind === Kind.LIST) return value.values.length;
  if (value.kind !== Kind.VARIABLE) return 0;
  const given = variables?.[value.name.value];
  return Array.isArray(given) ? given.length : 0;
}

/**
 * What a mutation costs: each root field (aliases and fragments included) a point per 10 items of
 * its list arguments, at least one, plus its extra points; 0 for a query.
 */
export function mutationCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
) {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== OperationTypeNode.MUTATION) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let points = 0;
  for (const field of fieldsOf(operation.selectionSet, fragments)) {
    const items = (field.arguments ?? []).reduce(
      (sum, argument) => sum + itemsOf(argument.value, variables),
      0,
    );
    points += itemsCost(items) + (extraPoints[field.name.value] ?? 0);
  }
  return points;
}

/**
 * Every mutation spends the account's write budget before it runs; past it the whole operation is
 * refused with RATE_LIMITED, HTTP 429 and Retry-After. Registered after sessionOnDemand, which has
 * read the account by then; a signed-out caller is left to the resolvers' UNAUTHENTICATED.
 */
export function writeLimit(limiter: WriteLimiter): Plugin<GraphqlContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const account = args.contextValue.account;
      if (!account) return;
      const points = mutationCost(args.document, args.operationName, args.variableValues);
      if (points === 0) return;
      return limiter.spend(account.id, points).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
        const retryAfter = Number(error.details.retryAfter);
        setResultAndStopExecution({
          errors: [
            createGraphQLError(error.message, {
              extensions: {
                code: error.code,
                retryAfter,
                http: { status: statusOf(error.code), headers: { 'Retry-After': String(retryAfter) } },
              },
            }),
          ],
        });
      });
    },
  };
}
