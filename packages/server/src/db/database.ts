import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createDependencyStatus, type DependencyStatus } from '../dependencies/dependency-status.ts';
import { createPgliteScript, migrationsDir } from '../paths.ts';
import * as schema from './schema.ts';

// PGlite and node-postgres differ only in their driver types; services see this common shape.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Whether the server answers; the embedded database is always there. */
  status: DependencyStatus;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const createDatabaseStatus = () =>
  createDependencyStatus('PostgreSQL', 'calls that need the database answer 503 until it is back');

// PGlite's WebAssembly memory only grows: its default 128 MB of shared buffers would stay resident
// for a database that fits in a fraction of it. 32 MB keeps the idle server small.
const pgliteConf = ['shared_buffers=32MB'];
// pg_trgm backs the editor's search index (translation_keys_search_idx). Options go in the one
// argument: `new PGlite(undefined, options)` (in memory) ignores them.
const pgliteOptions = { postgresqlconf: pgliteConf, extensions: { pg_trgm } };

/** Runs initdb and the migrations in `dataDir`: create-pglite.ts does, in a process of its own. */
export async function createPglite(dataDir: string): Promise<void> {
  const creating = new PGlite({ ...pgliteOptions, dataDir });
  await migratePglite(drizzlePglite({ client: creating, schema }), { migrationsFolder: migrationsDir });
  await creating.close();
}

/** A migrated, empty embedded database as an image (a tarball of its data directory) for openPglite. */
export async function pgliteImage(): Promise<Blob> {
  const creating = new PGlite(pgliteOptions);
  await migratePglite(drizzlePglite({ client: creating, schema }), { migrationsFolder: migrationsDir });
  const image = await creating.dumpDataDir('none');
  await creating.close();
  return image;
}

/**
 * Embedded PostgreSQL in `dataDir`, or in memory when it is undefined; an in-memory one starts from
 * `image` when given (a tenth of initdb's time, which the test suite pays per file).
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<DatabaseHandle> {
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) {
    // initdb and the first migrations leave ~180 MB of WebAssembly memory and native heap that a
    // process never gives back: they run in a child process, and the server opens the result.
    await promisify(execFile)(process.execPath, [createPgliteScript, dataDir]);
  }
  const client = new PGlite({ ...pgliteOptions, dataDir, loadDataDir: image });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    status: createDatabaseStatus(),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

/**
 * While PostgreSQL is gone a call must fail fast, not wait: a connection (or a free pool slot)
 * within 1.5 s, an answer to a statement within 6 s (the server cancels it at 5 s), so callers
 * get 503 DATABASE_UNAVAILABLE instead of a queue that never drains. Migrations run without them.
 */
const poolTimeouts = {
  connectionTimeoutMillis: 1500,
  statement_timeout: 5000,
  // A row lock held by a long change (an import's apply) is refused before the statement timeout,
  // so the caller hears PROJECT_BUSY, not that the database is gone. The limit is per wait, and
  // locking a row can wait twice (behind another waiter, then for the holder): 2 × 2 s < 5 s.
  lock_timeout: 2000,
  query_timeout: 6000,
  idle_in_transaction_session_timeout: 30_000,
  keepAlive: true,
} satisfies pg.PoolConfig;

/**
 * node-postgres emits `error` on an idle pooled client whose connection drops, and on a checked-out
 * client between two statements of a transaction; unhandled, either ends the process.
 */
function watchPool(pool: pg.Pool, status: DependencyStatus): void {
  pool.on('error', (error) => status.lost(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => status.lost(error));
    status.restored();
  });
}

/** The pool behind a PostgreSQL database; undefined for PGlite. */
function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as Database & { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Whether other server processes may use this database too: PostgreSQL, never PGlite (DATA_DIR is locked). */
export const isSharedDatabase = (db: Database): boolean => poolOf(db) !== undefined;

/** node-postgres keeps a client's read timeout (query_timeout) here, per connection. */
type ReadTimeoutOf = { connectionParameters: { query_timeout: number | false | undefined } };

/**
 * Runs `work` on one connection, so that what it holds for its session (an advisory lock) lasts
 * exactly as long as that connection: a pool client on PostgreSQL, closed rather than pooled again
 * when `work` fails; on PGlite the one session there is. `readTimeoutMs` lets the connection wait
 * that long for an answer, for work that raises its statement budget (statement-budget.ts); the
 * pool's own read timeout would otherwise end a statement the server still runs.
 */
export async function onOneConnection<T>(
  db: Database,
  work: (session: Database) => Promise<T>,
  options: { readTimeoutMs?: number } = {},
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return work(db);
  const connection = await pool.connect();
  const parameters = (connection as unknown as ReadTimeoutOf).connectionParameters;
  const poolReadTimeout = parameters.query_timeout;
  if (options.readTimeoutMs) parameters.query_timeout = options.readTimeoutMs;
  try {
    const result = await work(drizzlePostgres({ client: connection, schema }));
    parameters.query_timeout = poolReadTimeout;
    connection.release();
    return result;
  } catch (error) {
    connection.release(error instanceof Error ? error : true);
    throw error;
  }
}

export class DatabaseConnectError extends Error {
  override name = 'DatabaseConnectError';
}

/** A PostgreSQL server; `searchPath` confines every table (and the migration journal) to one schema. */
export async function openPostgres(
  url: string,
  options: { searchPath?: string } = {},
): Promise<DatabaseHandle> {
  const connection = {
    connectionString: url,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, ...poolTimeouts });
  const status = createDatabaseStatus();
  watchPool(pool, status);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    const target = new URL(url);
    throw new DatabaseConnectError(
      `Cannot connect to the database at DATABASE_URL (${target.hostname}:${target.port || 5432}${target.pathname}): ${(error as Error).message}`,
    );
  }
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    status,
    migrate: async () => {
      // An index built on a large table may take longer than any request may.
      const migrationPool = new pg.Pool({ ...connection, max: 1 });
      migrationPool.on('error', (error) => status.lost(error));
      try {
        await migratePostgres(drizzlePostgres({ client: migrationPool, schema }), {
          migrationsFolder: migrationsDir,
        });
      } finally {
        await migrationPool.end();
      }
    },
    close: () => pool.end(),
  };
}
