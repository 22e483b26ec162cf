import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { imports } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { checkOpen, ownedRow } from './import-view.ts';

/** Drops an open preview of the account and its files. */
export async function discardImport(db: Database, accountId: string, id: string, now: Date): Promise<void> {
  const row = await ownedRow(db, accountId, id);
  checkOpen(row, now);
  const [changed] = await db
    .update(imports)
    .set({ status: 'discarded', payload: null })
    .where(and(eq(imports.id, id), eq(imports.status, 'preview')))
    .returning({ id: imports.id });
  if (!changed)
    throw new DomainError('IMPORT_CLOSED', 'This import is applied already.', { status: 'applying' });
}
