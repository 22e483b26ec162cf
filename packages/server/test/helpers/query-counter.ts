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
