import { createGraphQLError } from 'graphql-yoga';

// Built through yoga so the error is an instance of the very GraphQLError class yoga unmasks.
export const graphqlError = (code: string, message: string) =>
  createGraphQLError(message, { extensions: { code } });
