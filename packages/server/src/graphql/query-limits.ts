import {
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  Kind,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

// The schema's classes come from whichever copy of graphql yoga loaded, so these rules look at
// shapes, never at `instanceof` (graphql's isObjectType and friends refuse a foreign realm), and
// report through yoga's own GraphQLError, which its error masking lets through.

/** How deep a query may nest fields; the dashboard needs 5. */
export const MAX_DEPTH = 8;
/** Aliases per operation: each one runs its field again. */
export const MAX_ALIASES = 30;
/** Lexical tokens a document may have; the app's largest operation has a few hundred. */
export const MAX_TOKENS = 2000;

type AnyType = GraphQLOutputType | GraphQLNamedType;

const unwrap = (type: AnyType): GraphQLNamedType =>
  'ofType' in type && type.ofType ? unwrap(type.ofType as AnyType) : (type as GraphQLNamedType);

function fieldsOf(type: GraphQLNamedType | undefined) {
  return type && 'getFields' in type ? type.getFields() : undefined;
}

/** Measures the depth of selection sets, each named fragment once however often it is spread. */
class DepthMeter {
  private readonly fragments = new Map<string, number>();
  private readonly context: ValidationContext;

  constructor(context: ValidationContext) {
    this.context = context;
  }

  measure(
    selectionSet: SelectionSetNode,
    parentType: GraphQLNamedType | undefined,
    path: ReadonlySet<string>,
  ): number {
    let depth = 0;
    for (const selection of selectionSet.selections) {
      depth = Math.max(depth, this.measureSelection(selection, parentType, path));
    }
    return depth;
  }

  private measureSelection(
    selection: SelectionNode,
    parentType: GraphQLNamedType | undefined,
    path: ReadonlySet<string>,
  ): number {
    if (selection.kind === Kind.FIELD) return this.measureField(selection, parentType, path);
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? (this.context.getSchema().getType(selection.typeCondition.name.value) ?? parentType)
        : parentType;
      return this.measure(selection.selectionSet, type ?? undefined, path);
    }
    const name = selection.name.value;
    // A fragment spread inside itself is a cycle, which validation reports on its own.
    if (path.has(name)) return 0;
    const known = this.fragments.get(name);
    if (known !== undefined) return known;
    const fragment: FragmentDefinitionNode | null | undefined = this.context.getFragment(name);
    if (!fragment) return 0;
    const type = this.context.getSchema().getType(fragment.typeCondition.name.value) ?? undefined;
    const measured = this.measure(fragment.selectionSet, type, new Set(path).add(name));
    this.fragments.set(name, measured);
    return measured;
  }

  private measureField(
    selection: FieldNode,
    parentType: GraphQLNamedType | undefined,
    path: ReadonlySet<string>,
  ): number {
    if (!selection.selectionSet) return 1;
    const field = this.schemaField(selection.name.value, parentType);
    return 1 + this.measure(selection.selectionSet, field && unwrap(field.type), path);
  }

  // Introspection's roots are not fields of Query, yet nest like any other.
  private schemaField(name: string, parentType: GraphQLNamedType | undefined) {
    const schema = this.context.getSchema();
    if (name === '__schema' || name === '__type') {
      const type = schema.getType(name === '__schema' ? '__Schema' : '__Type');
      return type ? { type: type as GraphQLOutputType } : undefined;
    }
    return fieldsOf(parentType)?.[name] as { type: GraphQLOutputType } | undefined;
  }
}

const refuse = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/**
 * Refuses, before anything runs, operations nested deeper than MAX_DEPTH. Their cost depends on
 * the variables, so query-cost.ts measures it per request, after this cached validation.
 */
export function depthLimit(context: ValidationContext): ASTVisitor {
  const meter = new DepthMeter(context);
  return {
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = node.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      const depth = meter.measure(node.selectionSet, root ?? undefined, new Set());
      if (depth > MAX_DEPTH) {
        context.reportError(
          refuse(`The operation nests ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`),
        );
      }
    },
  };
}

/** Refuses documents with more than MAX_ALIASES aliased fields. */
export function aliasLimit(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias && ++aliases === MAX_ALIASES + 1) {
        context.reportError(refuse(`The operation has more than ${MAX_ALIASES} aliases.`));
      }
    },
  };
}

/** Unless GRAPHQL_INTROSPECTION=1: the schema is the client's business, so __schema and __type are refused. */
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
