import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import * as schema from './schema.ts';

// PGlite and node-postgres differ only in their driver types; services see this common shape.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// PGlite's WebAssembly memory only grows: its default 128 MB of shared buffers would stay resident
// for a database that fits in a fraction of it. 32 MB keeps the idle server small.
const pgliteConf = ['shared_buffers=32MB'];

/** Embedded PostgreSQL in `dataDir`, or in memory when it is undefined. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = new PGlite(dataDir, { postgresqlconf: pgliteConf });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

export class DatabaseConnectError extends Error {
  override name = 'DatabaseConnectError';
}

/** A PostgreSQL server; `searchPath` confines every table (and the migration journal) to one schema. */
export async function openPostgres(
  url: string,
  options: { searchPath?: string } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
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
    migrate: () => migratePostgres(db, { migrationsFolder: migrationsDir }),
    close: () => pool.end(),
  };
}
