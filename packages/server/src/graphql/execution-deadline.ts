import { getOperationAST, Kind } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { longWorkStatementMs } from '../db/statement-budget.ts';

/**
 * How long an operation's execution may run. The editor's page of 200 keys in 20 languages takes
 * 61 to 222 ms on PGlite; in 200 languages, ten times that.
 */
export const DEADLINE_MS = 10_000;

/**
 * Mutations that are long work the user asked for and waits for, as an import's apply is: they get
 * the long-work budget. A publish writes every file of a project (50k keys × 4 languages took
 * 10 s on PGlite on a loaded machine), and stopping its answer would not stop its writing.
 */
const longMutations: ReadonlySet<string> = new Set(['publishRelease']);

function isLongWork(args: { document: unknown; operationName?: string | null }): boolean {
  const operation = getOperationAST(
    args.document as Parameters<typeof getOperationAST>[0],
    args.operationName,
  );
  return (
    operation?.operation === 'mutation' &&
    operation.selectionSet.selections.some(
      (selection) => selection.kind === Kind.FIELD && longMutations.has(selection.name.value),
    )
  );
}

/**
 * Aborts execution after deadlineMs with QUERY_TIMEOUT. The executor checks the signal before each
 * field and races the fields it waits for against it: the answer goes out at the deadline, and a
 * database read still under way when it passes resolves no field below it.
 */
export function executionDeadline(deadlineMs = DEADLINE_MS): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const limitMs = isLongWork(args) ? Math.max(deadlineMs, longWorkStatementMs) : deadlineMs;
        const controller = new AbortController();
        const timer = setTimeout(() => {
          // A GraphQLError of yoga's copy: its masking lets it through, and an AbortError it would drop.
          controller.abort(
            createGraphQLError(`The operation ran longer than ${limitMs / 1000} seconds and was stopped.`, {
              extensions: { code: 'QUERY_TIMEOUT' },
            }),
          );
        }, limitMs);
        timer.unref();
        try {
          // @graphql-tools/executor, yoga's executor, reads the signal from `signal`.
          return await executeFn({ ...args, signal: controller.signal } as typeof args);
        } finally {
          clearTimeout(timer);
        }
      });
    },
  };
}
