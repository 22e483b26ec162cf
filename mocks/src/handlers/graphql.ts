import introspection from '@verba/api-client/graphql/introspection.json';
import {
  buildClientSchema,
  type GraphQLError,
  type IntrospectionQuery,
  graphql as runGraphql,
} from 'graphql';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import type { MockStore } from '../store.ts';
import { CodedError } from './coded-error.ts';
import { rootValue } from './graphql-resolvers.ts';
import { pendingAnswer } from './pending.ts';

// Built from the introspection of packages/server/schema.graphql that codegen writes, so the mock
// runs real GraphQL against the very schema the server serves: any operation the app sends works.
const schema = buildClientSchema(introspection as unknown as IntrospectionQuery);

/** GraphQL errors carry extensions.code, as api-contract.md says. */
function withCode(error: GraphQLError) {
  const coded = error.originalError instanceof CodedError ? error.originalError : null;
  const extensions = coded ? { ...coded.extensions, code: coded.code } : { code: 'BAD_USER_INPUT' };
  return { message: error.message, locations: error.locations, path: error.path, extensions };
}

export function graphqlHandlers(store: MockStore, url = '/api/graphql') {
  return [
    graphql.link(url).operation(async ({ query, variables }) => {
      const result = await runGraphql({
        schema,
        source: query,
        variableValues: variables,
        rootValue: rootValue(store),
      });
      return HttpResponse.json({
        data: result.data ?? null,
        ...(result.errors && { errors: result.errors.map(withCode) }),
      });
    }),
  ];
}

/** For a story: the named operation fails with this code, as if the server had refused it. */
export function graphqlFailure(
  operationName: string,
  code: string,
  message = 'Refused by the mock.',
  /** 503 with DATABASE_UNAVAILABLE, as the server answers while PostgreSQL is down. */
  status = 200,
  /** More extensions, e.g. the `field` of a BAD_USER_INPUT. */
  extensions: Record<string, unknown> = {},
) {
  return graphql.link('/api/graphql').operation(({ operationName: name }) => {
    if (name !== operationName) return;
    return HttpResponse.json(
      { data: null, errors: [{ message, extensions: { ...extensions, code } }] },
      { status },
    );
  });
}

/** For a story's pending state: the named operation never answers. */
export function graphqlPending(operationName: string) {
  return graphql.link('/api/graphql').operation(async ({ operationName: name }) => {
    if (name !== operationName) return;
    return pendingAnswer();
  });
}

/** For a story's offline state: the named operation gets no answer at all (a network error). */
export function graphqlOffline(operationName: string) {
  return graphql.link('/api/graphql').operation(({ operationName: name }) => {
    if (name !== operationName) return;
    return HttpResponse.error();
  });
}
