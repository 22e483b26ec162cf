import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.ts';

/** Whether the database is the embedded PGlite: one connection, nothing runs beside a transaction. */
export const isEmbedded = (db: Database) => (db as { $client?: unknown }).$client instanceof PGlite;
