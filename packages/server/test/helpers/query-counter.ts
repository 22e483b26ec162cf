import type { Database } from '../../src/db/database.ts';

/**
 * Counts the statements sent to the database driver (PGlite or a pg Pool) from now on, so a test
 * can check batching; prepared queries are counted when they run, not when they are built.
 */
export function countQueries(db: Database): { count: number } {
  const counter = { count: 0 };
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    counter.count += 1;
    return query(...args);
  };
  return counter;
}

type Queryable = { query: (...args: unknown[]) => unknown };

/**
 * Counts the rows the database answers from now on, inside transactions too (PGlite's transaction
 * callback and a pool's checked-out clients), so a test can check how much a call reads.
 */
export function countRows(db: Database): { rows: number } {
  const counter = { rows: 0 };
  const counted = new WeakSet<object>();
  const watch = (target: Queryable) => {
    if (counted.has(target)) return;
    counted.add(target);
    const query = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      const answer = query(...args);
      if (answer instanceof Promise) {
        answer.then(
          (result: { rows?: unknown[] }) => {
            counter.rows += result?.rows?.length ?? 0;
          },
          () => {},
        );
      }
      return answer;
    };
  };
  const client = (db as unknown as { $client: Queryable & Record<string, unknown> }).$client;
  watch(client);
  const transaction = client.transaction as ((callback: (tx: Queryable) => unknown) => unknown) | undefined;
  if (typeof transaction === 'function') {
    client.transaction = (callback: (tx: Queryable) => unknown) =>
      transaction.call(client, (tx: Queryable) => {
        watch(tx);
        return callback(tx);
      });
  }
  // A pool hands out clients by promise (drizzle's transactions) or by callback (its own query).
  type Connected = (error: unknown, checkedOut: Queryable, release: unknown) => void;
  const connect = client.connect as ((callback?: Connected) => Promise<Queryable> | undefined) | undefined;
  if (typeof connect === 'function') {
    client.connect = (callback?: Connected) => {
      if (callback) {
        return connect.call(client, (error, checkedOut, release) => {
          if (checkedOut) watch(checkedOut);
          callback(error, checkedOut, release);
        });
      }
      return (connect.call(client) as Promise<Queryable>).then((checkedOut) => {
        watch(checkedOut);
        return checkedOut;
      });
    };
  }
  return counter;
}
