import type { GraphQLError } from 'graphql';
import { createGraphQLError, type MaskError, maskError as yogaMaskError } from 'graphql-yoga';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import type { DependencyStatus } from '../dependencies/dependency-status.ts';
import { DomainError, statusOf } from '../errors.ts';

/**
 * Refusals of the services reach the caller with their extensions.code; anything unexpected is
 * masked by yoga ("Unexpected error.", INTERNAL_SERVER_ERROR) and only logged. The resolver's error
 * arrives wrapped in a GraphQLError of yoga's graphql copy, so it is read by shape. While PostgreSQL
 * is gone the answer is DATABASE_UNAVAILABLE with HTTP 503 and Retry-After, like REST's.
 */
export const createMaskError =
  (databaseStatus: DependencyStatus): MaskError =>
  (error, message, isDev) => {
    const wrapped = error as Partial<GraphQLError>;
    const cause = wrapped.originalError ?? error;
    if (cause instanceof DomainError) {
      return createGraphQLError(cause.message, {
        extensions: { ...cause.details, code: cause.code },
        path: wrapped.path,
        nodes: wrapped.nodes,
      });
    }
    if (isDatabaseUnavailable(cause)) {
      databaseStatus.lost(cause);
      const outage = databaseUnavailable();
      const retryAfter = String(outage.details.retryAfter);
      return createGraphQLError(outage.message, {
        extensions: {
          ...outage.details,
          code: outage.code,
          http: { status: statusOf(outage.code), headers: { 'Retry-After': retryAfter } },
        },
        path: wrapped.path,
        nodes: wrapped.nodes,
      });
    }
    return yogaMaskError(error, message, isDev);
  };
