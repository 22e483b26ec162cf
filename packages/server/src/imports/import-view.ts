import type { Import } from '@verba/contract';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { imports, projects } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { isId } from '../projects/input-rules.ts';
import { keyLimitOf } from '../workspace/key-limits.ts';
import { failureOf } from './import-failure.ts';
import { importLimits } from './import-limits.ts';

export type StoredPreview = Pick<Import, 'files' | 'newGroups' | 'newLanguages' | 'newKeys'> &
  Partial<Pick<Import, 'languageMatches'>>;

// Every column but the payload: the parsed files (tens of MiB for a big upload) are read only
// by the apply that uses them.
const { payload: _payload, ...columns } = getTableColumns(imports);
export const rowColumns = columns;
export type ImportRow = Omit<typeof imports.$inferSelect, 'payload'>;

const importNotFound = () => new DomainError('NOT_FOUND', 'Import not found.');

/** `keyLimit` is read as the view is asked for: the keys owned change while a preview waits. */
function viewOf(row: ImportRow, keyLimit: Import['keyLimit']): Import {
  const preview = row.preview as StoredPreview;
  const result = (row.result as Import['result']) ?? null;
  const total = preview.files.reduce((sum, file) => sum + file.keys, 0);
  const written = row.status === 'applying' ? (row.progress as Import['progress'] | null) : null;
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    ...preview,
    // Previews stored before codes were matched list none.
    languageMatches: preview.languageMatches ?? [],
    keyLimit,
    progress: written ?? { done: row.status === 'done' ? total : 0, total },
    result,
    error: row.error,
    errorCode: row.errorCode,
    failure: row.status === 'failed' ? failureOf(row.errorCode) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The view with the project owner's key limit against the keys the import adds. */
export async function viewWithLimit(db: Database, row: ImportRow): Promise<Import> {
  const [owner] = await db
    .select({ accountId: projects.accountId })
    .from(projects)
    .where(eq(projects.id, row.projectId));
  const adding = (row.preview as StoredPreview).newKeys;
  const keyLimit = owner ? await keyLimitOf(db, owner.accountId, adding) : { limit: null, owned: 0, adding };
  return viewOf(row, keyLimit);
}

/** The account's own import; anyone else's is NOT_FOUND. */
export async function ownedRow(db: Database, accountId: string, id: string): Promise<ImportRow> {
  if (!isId(id)) throw importNotFound();
  const [row] = await db
    .select(rowColumns)
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.accountId, accountId)));
  if (!row) throw importNotFound();
  return row;
}

const closedAs: Record<ImportRow['status'], string> = {
  preview: 'open',
  applying: 'being applied already',
  done: 'applied already',
  failed: 'failed; upload the files again',
  discarded: 'discarded',
};

/** Refuses an import that is not a preview any more, or is past its day. */
export function checkOpen(row: ImportRow, now: Date): void {
  if (row.status !== 'preview') {
    throw new DomainError('IMPORT_CLOSED', `This import is ${closedAs[row.status]}.`, {
      status: row.status,
    });
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    const replaced = row.expiresAt.getTime() - row.createdAt.getTime() < importLimits.previewHours * 3600_000;
    throw new DomainError(
      'IMPORT_EXPIRED',
      replaced
        ? `This preview expired: an account keeps its ${importLimits.openPreviews} newest previews open. Upload the files again.`
        : 'This preview is older than 24 hours. Upload the files again.',
    );
  }
}
