import type { GraphQLError } from 'graphql';
import { createGraphQLError, type MaskError, maskError as yogaMaskError } from 'graphql-yoga';
import { DomainError } from '../errors.ts';

/**
 * Refusals of the services reach the caller with their extensions.code; anything unexpected is
 * masked by yoga ("Unexpected error.", INTERNAL_SERVER_ERROR) and only logged. The resolver's error
 * arrives wrapped in a GraphQLError of yoga's graphql copy, so it is read by shape.
 */
export const maskError: MaskError = (error, message, isDev) => {
  const wrapped = error as Partial<GraphQLError>;
  if (wrapped.originalError instanceof DomainError) {
    return createGraphQLError(wrapped.originalError.message, {
      extensions: { ...wrapped.originalError.details, code: wrapped.originalError.code },
      path: wrapped.path,
      nodes: wrapped.nodes,
    });
  }
  return yogaMaskError(error, message, isDev);
};
