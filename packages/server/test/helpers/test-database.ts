import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/database.ts';

/**
 * An empty database of its own on the PostgreSQL server at `serverUrl`: its URL, and `drop`, which
 * waits until nothing is connected to it any more.
 */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `verba_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
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

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL, dropped again by `close`. `route` lets the app
 * reach PostgreSQL another way, such as through a pass-through the test can cut.
 */
export async function openTestDatabase(
  route: (url: string) => string = (url) => url,
): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const imageFile = inject('pgliteImageFile');
    const handle = await openPglite(undefined, new Blob([await readFile(imageFile)]));
    // Nothing to do unless a migration came after the image was made.
    await handle.migrate();
    return handle;
  }
  const database = await createPostgresDatabase(serverUrl);
  const handle = await openPostgres(route(database.url));
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
