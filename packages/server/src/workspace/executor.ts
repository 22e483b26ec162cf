import type { Database } from '../db/database.ts';

/** A database or a transaction of it: what the workspace services write through. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
