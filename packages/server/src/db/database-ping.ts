import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/** The cheapest statement the database answers: the readiness probe's question. */
export const pingDatabase = (db: Database) => db.execute(sql`select 1`);
