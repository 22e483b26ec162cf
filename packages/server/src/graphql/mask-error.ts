import type { GraphQLError } from 'graphql';
import { createGraphQLError, type MaskError, maskError as yogaMaskError } from 'graphql-yoga';
import { databaseRefusal } from '../db/database-unavailable.ts';
import type { DependencyStatus } from '../dependencies/dependency-status.ts';
import { DomainError, statusOf } from '../errors.ts';

/**
 * Refusals of the services reach the caller with their extensions.code; anything unexpected is
 * masked by yoga ("Unexpected error.", INTERNAL_SERVER_ERROR) and only logged. The resolver's error
 * arrives wrapped in a GraphQLError of yoga's graphql copy, so it is read by shape. While PostgreSQL
 * is gone the answer is DATABASE_UNAVAILABLE with HTTP 503 and Retry-After, like REST's; a project
 * held too long by another change answers PROJECT_BUSY, a statement that ran too long QUERY_TIMEOUT.
 */
export const createMaskError =
  (databaseStatus: DependencyStatus): MaskError =>
  (error, message, isDev) => {
    const wrapped = error as Partial<GraphQLError>;
    const cause = wrapped.originalError ?? error;
    const refusal = cause instanceof DomainError ? cause : databaseRefusal(cause, databaseStatus);
    if (!refusal) return yogaMaskError(error, message, isDev);
    const outage = refusal.code === 'DATABASE_UNAVAILABLE' && {
      http: {
        status: statusOf(refusal.code),
        headers: { 'Retry-After': String(refusal.details.retryAfter) },
      },
    };
    return createGraphQLError(refusal.message, {
      extensions: { ...refusal.details, code: refusal.code, ...outage },
      path: wrapped.path,
      nodes: wrapped.nodes,
    });
  };
