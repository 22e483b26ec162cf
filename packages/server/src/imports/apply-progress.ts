import { and, eq } from 'drizzle-orm';
import { type Database, isSharedDatabase } from '../db/database.ts';
import { imports } from '../db/schema.ts';

export interface ApplyProgress {
  done: number;
  total: number;
}

/**
 * Shares a running apply's progress with status reads in other server processes: written to the
 * import's row through the pool, beside the apply's transaction, one write at a time (a newer
 * count replaces one still waiting). Only where processes share the database: on PGlite the write
 * would wait for the apply's own transaction, and the one process reads its progress from memory.
 */
export function progressPublisher(db: Database, importId: string): (progress: ApplyProgress) => void {
  if (!isSharedDatabase(db)) return () => undefined;
  let writing = false;
  let waiting: ApplyProgress | null = null;
  const write = async (progress: ApplyProgress) => {
    writing = true;
    try {
      await db
        .update(imports)
        .set({ progress })
        .where(and(eq(imports.id, importId), eq(imports.status, 'applying')));
    } catch {
      // A count that could not be written is replaced by the next one; the apply goes on.
    }
    writing = false;
    const next = waiting;
    waiting = null;
    if (next) void write(next);
  };
  return (progress) => {
    if (writing) waiting = { ...progress };
    else void write({ ...progress });
  };
}
