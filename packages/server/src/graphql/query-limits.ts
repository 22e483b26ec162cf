import type {
  ASTVisitor,
  FragmentDefinitionNode,
  GraphQLNamedType,
  GraphQLOutputType,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

// The schema's classes come from whichever copy of graphql yoga loaded, so these rules look at
// shapes, never at `instanceof` (graphql's isObjectType and friends refuse a foreign realm), and
// report through yoga's own GraphQLError, which its error masking lets through.

/** How deep a query may nest fields; the dashboard needs 5. */
export const MAX_DEPTH = 8;
/** Every field costs 1, and a list multiplies what is below it by LIST_FACTOR; the dashboard costs about 1,700. */
export const MAX_COST = 5000;
const LIST_FACTOR = 20;

type AnyType = GraphQLOutputType | GraphQLNamedType;

const unwrap = (type: AnyType): GraphQLNamedType =>
  'ofType' in type && type.ofType ? unwrap(type.ofType as AnyType) : (type as GraphQLNamedType);

// "[Group!]!" and "[Group!]" are lists; "Group!" is not.
const isList = (type: AnyType) => String(type).replace(/!$/, '').startsWith('[');

function fieldsOf(type: GraphQLNamedType | undefined) {
  return type && 'getFields' in type ? type.getFields() : undefined;
}

interface Measure {
  depth: number;
  cost: number;
}

function measure(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType | undefined,
  seen: ReadonlySet<string>,
): Measure {
  let depth = 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === 'Field') {
      if (selection.name.value.startsWith('__')) continue;
      const field = fieldsOf(parentType)?.[selection.name.value] as { type: GraphQLOutputType } | undefined;
      const below = selection.selectionSet
        ? measure(context, selection.selectionSet, field && unwrap(field.type), seen)
        : { depth: 0, cost: 0 };
      depth = Math.max(depth, below.depth + 1);
      cost += 1 + (field && isList(field.type) ? LIST_FACTOR : 1) * below.cost;
      continue;
    }
    let inner: SelectionSetNode;
    let type = parentType;
    let path = seen;
    if (selection.kind === 'InlineFragment') {
      inner = selection.selectionSet;
    } else {
      const name = selection.name.value;
      // A fragment spread twice on one path is a cycle, which validation reports on its own.
      const fragment: FragmentDefinitionNode | null | undefined = seen.has(name)
        ? null
        : context.getFragment(name);
      if (!fragment) continue;
      inner = fragment.selectionSet;
      type = context.getSchema().getType(fragment.typeCondition.name.value) ?? parentType;
      path = new Set(seen).add(name);
    }
    const below = measure(context, inner, type, path);
    depth = Math.max(depth, below.depth);
    cost += below.cost;
  }
  return { depth, cost };
}

const refuse = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Refuses, before anything runs, operations nested deeper than MAX_DEPTH or costing more than MAX_COST. */
export function queryLimits(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = node.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      const { depth, cost } = measure(context, node.selectionSet, root ?? undefined, new Set());
      if (depth > MAX_DEPTH) {
        context.reportError(
          refuse(`The operation nests ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`),
        );
      }
      if (cost > MAX_COST) {
        context.reportError(refuse(`The operation would cost ${cost}; at most ${MAX_COST} is allowed.`));
      }
    },
  };
}

/** Production: the schema is the client's business, so __schema and __type are refused. */
export function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(
          createGraphQLError('GraphQL introspection is not allowed here.', {
            extensions: { code: 'FORBIDDEN' },
          }),
        );
      }
    },
  };
}
