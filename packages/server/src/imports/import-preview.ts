import { glossaryLimits, type Import } from '@verba/contract';
import { and, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import { authorize } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { imports } from '../db/schema.ts';
import { glossaryPreview } from '../glossary/glossary-import.ts';
import { termsOfProjects } from '../glossary/glossary-store.ts';
import { importLimits } from './import-limits.ts';
import type { ImportRuns } from './import-runs.ts';
import { rowColumns, type StoredPreview, viewWithLimit } from './import-view.ts';
import type { Upload } from './import-worker.ts';
import { loadProjectState } from './project-state.ts';

/** Refuses an upload before its body is read unless the principal may import into the project. */
export async function admitImport(db: Database, principal: Principal, projectId: string): Promise<void> {
  await authorize(db, principal, projectId, 'editKeys');
}

/** Refuses a glossary upload before its body is read unless the principal may change the glossary. */
export async function admitGlossaryImport(
  db: Database,
  principal: Principal,
  projectId: string,
): Promise<void> {
  await authorize(db, principal, projectId, 'manageProject');
}

/** Beyond the account's 20 open previews, the oldest expire now, and their files are dropped. */
async function expireOldestPreviews(db: Database, accountId: string, newest: string, now: Date) {
  const open = and(
    eq(imports.accountId, accountId),
    eq(imports.status, 'preview'),
    gt(imports.expiresAt, now),
  );
  const kept = db
    .select({ id: imports.id })
    .from(imports)
    .where(open)
    .orderBy(desc(sql`${imports.id} = ${newest}`), desc(imports.createdAt))
    .limit(importLimits.openPreviews);
  await db
    .update(imports)
    .set({ payload: null, expiresAt: now })
    .where(and(open, notInArray(imports.id, kept)));
}

/** Keeps a preview with its files (base64 text) for a day, and answers its view. */
async function storePreview(
  db: Database,
  accountId: string,
  projectId: string,
  kind: 'files' | 'glossary',
  payloadBase64: string,
  preview: object,
  now: Date,
): Promise<Import> {
  const [row] = await db
    .insert(imports)
    .values({
      accountId,
      projectId,
      kind,
      // As base64 text: PGlite takes a bytea parameter five times slower, on the event loop.
      payload: sql`decode(${payloadBase64}, 'base64')`,
      preview,
      createdAt: now,
      expiresAt: new Date(now.getTime() + importLimits.previewHours * 3600_000),
    })
    .returning(rowColumns);
  if (!row) throw new Error('insert returned no import');
  await expireOldestPreviews(db, accountId, row.id, now);
  return viewWithLimit(db, row);
}

/**
 * Reads the upload against the project and keeps its files for apply; nothing of the project
 * changes. The caller holds the account's and the project's turn (`enter`). Reading and planning
 * run in an import thread; here only the database is asked.
 */
export async function createImport(
  db: Database,
  principal: Principal,
  projectId: string,
  upload: Upload,
  now: Date,
  { threads }: ImportRuns,
): Promise<Import> {
  const accountId = actorId(principal);
  const { groups, payload } = await threads.readUpload(upload);
  const { project } = await db.transaction(async (tx) =>
    authorize(tx, principal, projectId, 'editKeys', { lock: 'share' }),
  );
  const preview: StoredPreview = await threads.planPreview(
    payload,
    await loadProjectState(db, project, groups),
  );
  // Payloads of previews past their day are dropped as new ones come.
  await db
    .update(imports)
    .set({ payload: null })
    .where(and(eq(imports.accountId, accountId), lt(imports.expiresAt, now)));
  const files = Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength).toString('base64');
  return storePreview(db, accountId, project.id, 'files', files, preview, now);
}

/**
 * A glossary CSV's preview (aids contract): MANAGER and OWNER. The file is read in the import
 * thread; the preview's one file counts the terms added, changed and unchanged.
 */
export async function createGlossaryImport(
  db: Database,
  principal: Principal,
  projectId: string,
  body: Uint8Array,
  now: Date,
  { threads }: ImportRuns,
): Promise<Import> {
  const accountId = actorId(principal);
  const { project } = await db.transaction(async (tx) =>
    authorize(tx, principal, projectId, 'manageProject', { lock: 'share' }),
  );
  const read = await threads.readGlossary(body, project.baseLanguage);
  const existing = await termsOfProjects(db, [project.id]);
  const preview = glossaryPreview(read, existing, project.baseLanguage, glossaryLimits.terms);
  const terms = Buffer.from(JSON.stringify(read.terms)).toString('base64');
  return storePreview(db, accountId, project.id, 'glossary', terms, preview, now);
}
