import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { graphqlOperations } from '../access/operations.ts';

// The types whose fields are operations: a root field, or a part of a project one reads.
const operationTypes = ['Query', 'Mutation', 'Project'];

/** The schema's Query, Mutation and Project fields, as `Type.field`. */
function operationCoordinates(schema: GraphQLSchema): string[] {
  return operationTypes.flatMap((name) => {
    // Duck-typed: yoga's schema may come from another copy of graphql than this module's.
    const type = schema.getType(name) as GraphQLObjectType | undefined;
    const fields = type && 'getFields' in type ? Object.keys(type.getFields()) : [];
    return fields.map((field) => `${name}.${field}`);
  });
}

/**
 * The schema, once each of its operations has its row in access/operations.ts: a field added
 * without one fails the server's start, before any request could reach it unchecked.
 */
export function requireDeclaredOperations<S extends GraphQLSchema>(schema: S): S {
  const missing = operationCoordinates(schema).filter((coordinate) => !(coordinate in graphqlOperations));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')}: no row in access/operations.ts; declare each one's action there.`,
    );
  }
  return schema;
}
