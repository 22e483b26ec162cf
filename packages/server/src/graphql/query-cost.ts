import { type DocumentNode, type GraphQLError, type GraphQLSchema, type ValueNode, visit } from 'graphql';
import { type ComplexityEstimatorArgs, getComplexity } from 'graphql-query-complexity';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { embeddedFields, listSizes, OTHER_LIST_SIZE, pagedFields, sizingArguments } from './list-sizes.ts';

/**
 * Objects an operation may resolve: each object field counts 1 (scalars are free: they are read
 * off their parent), times the size of every list above it (list-sizes.ts), with `first` and
 * `languages` at their real values, variables included. The editor's page of 200 keys in 200
 * languages costs 40,202; eight aliases of 500 keys with 500 history entries each cost 2,004,008.
 */
export const MAX_COST = 50_000;

// "[Group!]!" and "[Group!]" are lists; "Group!" is not. The schema's classes come from yoga's
// copy of graphql, so types are read by shape, never with graphql's isListType.
const isList = (type: unknown) => String(type).replace(/!$/, '').startsWith('[');

const badInput = (message: string, extensions: Record<string, unknown> = {}) =>
  createGraphQLError(message, { extensions: { ...extensions, code: 'BAD_USER_INPUT' } });

/** A page size outside 1..max is refused before anything runs, whether literal or a variable. */
function pageSize(first: unknown, max: number): number {
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > max) {
    throw badInput(`first is between 1 and ${max}.`, { field: 'first' });
  }
  return first;
}

/** graphql-query-complexity's estimator: the objects a field resolves, its own and those below it. */
function objectCount({ type, field, node, args, childComplexity }: ComplexityEstimatorArgs): number {
  if (!node.selectionSet) return 0;
  const coordinate = `${type.name}.${field.name}`;
  if (embeddedFields.has(coordinate)) return childComplexity;
  const pageMax = pagedFields[coordinate];
  const page = pageMax === undefined ? undefined : pageSize(args.first, pageMax);
  if (isList(field.type)) {
    const size = listSizes[coordinate]?.(args) ?? OTHER_LIST_SIZE;
    return size * (1 + childComplexity);
  }
  // A connection reads its page's rows even when only totalCount is asked for.
  if (page !== undefined) return 1 + page * Math.max(childComplexity, 1);
  return 1 + childComplexity;
}

const costRefusal = (maxCost: number, cost?: number) =>
  badInput(`The operation would cost more than ${maxCost}.`, cost === undefined ? {} : { cost, maxCost });

/**
 * What the operation costs, or the refusal of an operation that costs more than maxCost or asks for
 * a page outside its bounds. Variables that do not fit their types are left to execution, which
 * refuses them before any resolver runs.
 */
export function measureCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  maxCost = MAX_COST,
): { cost: number } | { refusal: GraphQLError } | null {
  try {
    const cost = getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      operationName: operationName ?? undefined,
      estimators: [objectCount],
    });
    return cost > maxCost ? { refusal: costRefusal(maxCost, cost) } : { cost };
  } catch (error) {
    const { extensions, message } = error as Partial<GraphQLError>;
    // Thrown by pageSize.
    if (extensions?.code === 'BAD_USER_INPUT') return { refusal: error as GraphQLError };
    // graphql-query-complexity stops after 10,000 selections (fragments spread within fragments).
    if (message?.startsWith('Query exceeds the maximum allowed number of nodes')) {
      return { refusal: costRefusal(maxCost) };
    }
    return null;
  }
}

/** The variables whose values can change the cost: those inside a sizing argument, and @skip's or @include's `if`. */
function sizingVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  const collect = (value: ValueNode) => {
    if (value.kind === 'Variable') names.add(value.name.value);
    else if (value.kind === 'ListValue') value.values.forEach(collect);
    else if (value.kind === 'ObjectValue') for (const field of value.fields) collect(field.value);
  };
  visit(document, {
    Argument(argument) {
      if (sizingArguments.has(argument.name.value) || argument.name.value === 'if') collect(argument.value);
    },
  });
  return [...names];
}

interface Measured {
  sizing: string[];
  refusals: Map<string, GraphQLError | undefined>;
}

/** Results kept per document: enough for the app's few page sizes and language sets. */
const resultsPerDocument = 64;

/**
 * Refuses, after validation and before the session is read, operations costing more than maxCost
 * or asking for a page outside its bounds. Variables change the cost, so it is measured per request,
 * but a result is kept per document (yoga's parser cache hands out one per query text), operation
 * and values of the sizing variables: the editor's next page costs a lookup, not a measurement.
 */
export function queryCost(maxCost = MAX_COST): Plugin {
  const known = new WeakMap<DocumentNode, Measured>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, operationName } = args;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      let measured = known.get(document);
      if (!measured) {
        measured = { sizing: sizingVariables(document), refusals: new Map() };
        known.set(document, measured);
      }
      // An unset variable (its default) differs from one set to null.
      const values = measured.sizing.map((name) =>
        Object.hasOwn(variables, name) ? variables[name] : '\0unset',
      );
      const key = `${operationName ?? ''}:${JSON.stringify(values)}`;
      let refusal = measured.refusals.get(key);
      if (!measured.refusals.has(key)) {
        const result = measureCost(schema, document, operationName, variables, maxCost);
        refusal = result && 'refusal' in result ? result.refusal : undefined;
        // Not kept when the variables did not fit their types: nothing was measured.
        if (result) {
          if (measured.refusals.size >= resultsPerDocument) measured.refusals.clear();
          measured.refusals.set(key, refusal);
        }
      }
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
