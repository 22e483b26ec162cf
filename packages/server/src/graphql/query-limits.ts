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
  type ValueNode,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

// The schema's classes come from whichever copy of graphql yoga loaded, so these rules look at
// shapes, never at `instanceof` (graphql's isObjectType and friends refuse a foreign realm), and
// report through yoga's own GraphQLError, which its error masking lets through.

/** How deep a query may nest fields; the dashboard needs 5. */
export const MAX_DEPTH = 8;
/**
 * Objects an operation may resolve: each object field counts 1 (scalars are free: they are read
 * off their parent), times the size of every list above it. The editor's page of 100 keys with
 * their translations costs about 21,000; a fragment bomb costs billions and is refused at once.
 */
export const MAX_COST = 50_000;
/** Aliases per operation: each one runs its field again. */
export const MAX_ALIASES = 30;
/** Lexical tokens a document may have; the app's largest operation has a few hundred. */
export const MAX_TOKENS = 2000;
/** The assumed size of a list that has no `first` or `languages` argument. */
const LIST_FACTOR = 10;
const MAX_PAGE = 500;

type AnyType = GraphQLOutputType | GraphQLNamedType;

const unwrap = (type: AnyType): GraphQLNamedType =>
  'ofType' in type && type.ofType ? unwrap(type.ofType as AnyType) : (type as GraphQLNamedType);

// "[Group!]!" and "[Group!]" are lists; "Group!" is not.
const isList = (type: AnyType) => String(type).replace(/!$/, '').startsWith('[');

function fieldsOf(type: GraphQLNamedType | undefined) {
  return type && 'getFields' in type ? type.getFields() : undefined;
}

interface SchemaField {
  type: GraphQLOutputType;
  args: ReadonlyArray<{ name: string; default?: { value?: unknown; literal?: ValueNode } }>;
}

/**
 * How many items a list field stands for: its `first` (a variable counts at the field's default;
 * resolvers refuse more than MAX_PAGE anyway), the number of `languages` asked for, or LIST_FACTOR.
 */
function listSize(selection: FieldNode, field: SchemaField): number {
  for (const argument of selection.arguments ?? []) {
    const { value } = argument;
    if (argument.name.value === 'first' && value.kind === Kind.INT) {
      return Math.min(Number(value.value), MAX_PAGE);
    }
    if (argument.name.value === 'languages' && value.kind === Kind.LIST) return value.values.length;
  }
  const fallback = field.args.find((arg) => arg.name === 'first')?.default;
  if (typeof fallback?.value === 'number') return fallback.value;
  if (fallback?.literal?.kind === Kind.INT) return Number(fallback.literal.value);
  return LIST_FACTOR;
}

interface Measure {
  depth: number;
  cost: number;
}

/** Measures selection sets, each named fragment once however often it is spread. */
class OperationMeter {
  private readonly fragments = new Map<string, Measure>();
  private readonly context: ValidationContext;

  constructor(context: ValidationContext) {
    this.context = context;
  }

  measure(
    selectionSet: SelectionSetNode,
    parentType: GraphQLNamedType | undefined,
    path: ReadonlySet<string>,
  ): Measure {
    let depth = 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      const below = this.measureSelection(selection, parentType, path);
      depth = Math.max(depth, below.depth);
      cost += below.cost;
      // Past the limit the operation is refused whatever the rest adds.
      if (cost > MAX_COST) break;
    }
    return { depth, cost };
  }

  private measureSelection(
    selection: SelectionNode,
    parentType: GraphQLNamedType | undefined,
    path: ReadonlySet<string>,
  ): Measure {
    if (selection.kind === Kind.FIELD) return this.measureField(selection, parentType, path);
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? (this.context.getSchema().getType(selection.typeCondition.name.value) ?? parentType)
        : parentType;
      return this.measure(selection.selectionSet, type ?? undefined, path);
    }
    const name = selection.name.value;
    // A fragment spread inside itself is a cycle, which validation reports on its own.
    if (path.has(name)) return { depth: 0, cost: 0 };
    const known = this.fragments.get(name);
    if (known) return known;
    const fragment: FragmentDefinitionNode | null | undefined = this.context.getFragment(name);
    if (!fragment) return { depth: 0, cost: 0 };
    const type = this.context.getSchema().getType(fragment.typeCondition.name.value) ?? undefined;
    const measured = this.measure(fragment.selectionSet, type, new Set(path).add(name));
    this.fragments.set(name, measured);
    return measured;
  }

  private measureField(
    selection: FieldNode,
    parentType: GraphQLNamedType | undefined,
    path: ReadonlySet<string>,
  ): Measure {
    const field = this.schemaField(selection.name.value, parentType);
    const type = field && unwrap(field.type);
    if (!selection.selectionSet) return { depth: 1, cost: 0 };
    const below = this.measure(selection.selectionSet, type, path);
    const size = field && isList(field.type) ? listSize(selection, field) : 1;
    return { depth: below.depth + 1, cost: size * (1 + below.cost) };
  }

  // Introspection's roots are not fields of Query, yet cost like any other.
  private schemaField(name: string, parentType: GraphQLNamedType | undefined): SchemaField | undefined {
    const schema = this.context.getSchema();
    if (name === '__schema' || name === '__type') {
      const type = schema.getType(name === '__schema' ? '__Schema' : '__Type');
      return type ? { type: type as GraphQLOutputType, args: [] } : undefined;
    }
    return fieldsOf(parentType)?.[name] as SchemaField | undefined;
  }
}

const refuse = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Refuses, before anything runs, operations nested deeper than MAX_DEPTH or costing more than MAX_COST. */
export function queryLimits(context: ValidationContext): ASTVisitor {
  const meter = new OperationMeter(context);
  return {
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = node.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      const { depth, cost } = meter.measure(node.selectionSet, root ?? undefined, new Set());
      if (depth > MAX_DEPTH) {
        context.reportError(
          refuse(`The operation nests ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`),
        );
      }
      if (cost > MAX_COST) {
        context.reportError(refuse(`The operation would cost more than ${MAX_COST}.`));
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
