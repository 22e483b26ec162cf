import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/database.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL, dropped again by `close`.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const name = `verba_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openPostgres(testUrl.href);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      // The pool's connections close a moment after `end` resolves; forcing them would make the
      // server kill them mid-goodbye, which surfaces as an unhandled client error.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`drop database ${name}`);
          break;
        } catch (error) {
          if (attempt === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    },
  };
}
