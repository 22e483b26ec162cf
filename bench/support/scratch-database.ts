// A database of its own for a bench on PostgreSQL, made on the server a URL names and dropped after.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export interface ScratchDatabase {
  url: string;
  /** Drops it; with BENCH_KEEP set it stays, for EXPLAIN, as other benches' DATA_DIR does. */
  drop(): Promise<void>;
}

/**
 * A scratch database on the PostgreSQL server of `adminUrl`, or why none could be made (a server the
 * bench may not create databases on is no failure of the bench).
 */
export async function scratchDatabase(adminUrl: string): Promise<ScratchDatabase | string> {
  // pg is the server's dependency; the bench borrows it rather than adding its own.
  const pg = createRequire(join(resolve(import.meta.dirname, '../..'), 'packages/server/package.json'))(
    'pg',
  ) as {
    Client: new (options: {
      connectionString: string;
    }) => {
      connect(): Promise<void>;
      query(text: string): Promise<unknown>;
      end(): Promise<void>;
    };
  };
  const name = `verba_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    return `not run (no scratch database: ${(error as Error).message})`;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (process.env.BENCH_KEEP) console.log(`  kept database ${name}`);
      else await dropWhenFree(admin, name);
      await admin.end();
    },
  };
}

/** Runs `bench` on a scratch database of DATABASE_URL's server, or says why PostgreSQL is not run. */
export async function onScratchPostgres(bench: (url: string) => Promise<void>): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await scratchDatabase(adminUrl) : 'skipped (set DATABASE_URL to run it too)';
  if (typeof scratch === 'string') {
    console.log(`\nPostgreSQL: ${scratch}`);
    return;
  }
  try {
    await bench(scratch.url);
  } finally {
    await scratch.drop();
  }
}

/**
 * A closed pool's connections end a moment after `close` resolves; ending them by force would surface
 * as an error in the pool, so the drop waits for them, and forces only after 5 s.
 */
async function dropWhenFree(admin: { query(text: string): Promise<unknown> }, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
