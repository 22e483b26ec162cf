import type { ApplyOptions, Import } from '@verba/api-client';
import { and, eq, getTableColumns, lt } from 'drizzle-orm';
import { type Database, onOneConnection } from '../db/database.ts';
import { imports } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { isId } from '../projects/input-rules.ts';
import type { Executor } from '../workspace/executor.ts';
import { reserveKeys } from '../workspace/key-limits.ts';
import { lockOwnedProject } from '../workspace/ownership.ts';
import { failAbandonedApply, releaseApplyLock, takeApplyLock } from './apply-lease.ts';
import { progressPublisher } from './apply-progress.ts';
import { applyPlan } from './import-apply.ts';
import type { ImportFile } from './import-files.ts';
import { importLimits } from './import-limits.ts';
import { packFiles, unpackFiles } from './import-payload.ts';
import { loadProjectState, planImport } from './import-plan.ts';

type StoredPreview = Pick<Import, 'files' | 'newGroups' | 'newLanguages' | 'newKeys'>;

// Every column but the payload: the parsed files (tens of MiB for a big upload) are read only
// by the apply that uses them.
const { payload: _payload, ...rowColumns } = getTableColumns(imports);
type ImportRow = Omit<typeof imports.$inferSelect, 'payload'>;

/**
 * The plan of a stored import against the locked project, with the ids of its known groups. The
 * files live only in this call, so the apply that follows does not hold them beside its rows.
 */
async function planStored(
  tx: Executor,
  project: { id: string; baseLanguage: string },
  importId: string,
  options: ApplyOptions,
) {
  const [stored] = await tx
    .select({ payload: imports.payload })
    .from(imports)
    .where(eq(imports.id, importId));
  const files = unpackFiles(stored?.payload ?? null);
  const state = await loadProjectState(
    tx,
    project,
    files.map((file) => file.group),
  );
  const known = new Map([...state.groups].map(([name, group]) => [name, group.id]));
  return { plan: planImport(state, files, options), known };
}

const everything: ApplyOptions = { overwrite: true, createGroups: true, addLanguages: true };
const importNotFound = () => new DomainError('NOT_FOUND', 'Import not found.');
const applyingAlready = () =>
  new DomainError('IMPORT_CLOSED', 'This import is being applied already.', { status: 'applying' });

/**
 * Imports of this process: previews, the in-memory progress of running applies (the transaction's
 * own rows are not visible to a status read until it commits; other processes read the progress
 * the apply writes to its row), and the applies to wait for on close. An apply holds its import's
 * lock from before the import turns `applying` until its outcome is written (apply-lease.ts), so a
 * status read that finds an import `applying` without its lock reports it interrupted.
 */
export function createImportService(db: Database, now: () => Date) {
  const running = new Map<
    string,
    { view: Import; accountId: string; tokenHash: string; task: Promise<void> }
  >();

  const viewOf = (row: ImportRow): Import => {
    const preview = row.preview as StoredPreview;
    const result = (row.result as Import['result']) ?? null;
    const total = preview.files.reduce((sum, file) => sum + file.keys, 0);
    const written = row.status === 'applying' ? (row.progress as Import['progress'] | null) : null;
    return {
      id: row.id,
      projectId: row.projectId,
      status: row.status,
      ...preview,
      progress: written ?? { done: row.status === 'done' ? total : 0, total },
      result,
      error: row.error,
      errorCode: row.errorCode,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  };

  async function ownedRow(accountId: string, id: string) {
    if (!isId(id)) throw importNotFound();
    const [row] = await db
      .select(rowColumns)
      .from(imports)
      .where(and(eq(imports.id, id), eq(imports.accountId, accountId)));
    if (!row) throw importNotFound();
    return row;
  }

  /** Reads the files against the project and keeps them for apply; nothing of the project changes. */
  async function create(accountId: string, projectId: string, files: ImportFile[]): Promise<Import> {
    const at = now();
    const project = await db.transaction(async (tx) => lockOwnedProject(tx, accountId, projectId, 'share'));
    const state = await loadProjectState(
      db,
      project,
      files.map((file) => file.group),
    );
    const plan = planImport(state, files, everything);
    const preview: StoredPreview = {
      files: plan.files,
      newGroups: plan.newGroups,
      newLanguages: plan.newLanguages,
      newKeys: plan.newKeyCount,
    };
    // Payloads of previews past their day are dropped as new ones come.
    await db
      .update(imports)
      .set({ payload: null })
      .where(and(eq(imports.accountId, accountId), lt(imports.expiresAt, at)));
    const [row] = await db
      .insert(imports)
      .values({
        accountId,
        projectId: project.id,
        payload: packFiles(files),
        preview,
        createdAt: at,
        expiresAt: new Date(at.getTime() + importLimits.previewHours * 3600_000),
      })
      .returning(rowColumns);
    if (!row) throw new Error('insert returned no import');
    return viewOf(row);
  }

  async function get(accountId: string, id: string): Promise<Import> {
    const live = running.get(id);
    if (live && live.accountId === accountId) return live.view;
    const row = await ownedRow(accountId, id);
    if (row.status !== 'applying' || running.has(id)) return viewOf(row);
    // Applied by another process, or by one that is gone.
    return viewOf((await failAbandonedApply(db, id)) ?? row);
  }

  const closedAs: Record<ImportRow['status'], string> = {
    preview: 'open',
    applying: 'being applied already',
    done: 'applied already',
    failed: 'failed; upload the files again',
    discarded: 'discarded',
  };

  /** Refuses an import that is not a preview any more, or is past its day. */
  function checkOpen(row: ImportRow) {
    if (row.status !== 'preview') {
      throw new DomainError('IMPORT_CLOSED', `This import is ${closedAs[row.status]}.`, {
        status: row.status,
      });
    }
    if (row.expiresAt.getTime() <= now().getTime()) {
      throw new DomainError('IMPORT_EXPIRED', 'This preview is older than 24 hours. Upload the files again.');
    }
  }

  /** Applies in one transaction on `session`, and writes the outcome to the import's row. */
  async function run(
    session: Database,
    accountId: string,
    row: ImportRow,
    options: ApplyOptions,
    view: Import,
  ) {
    const publish = progressPublisher(db, row.id);
    try {
      const result = await session.transaction(async (tx) => {
        const project = await lockOwnedProject(tx, accountId, row.projectId);
        const { plan, known } = await planStored(tx, project, row.id, options);
        const applied = await applyPlan(
          {
            tx,
            accountId,
            project,
            importId: row.id,
            now: now(),
            onProgress: (done, total) => {
              view.progress = { done, total };
              publish(view.progress);
            },
          },
          plan,
          known,
        );
        const [finished] = await tx
          .update(imports)
          .set({ status: 'done', result: applied, payload: null, progress: null })
          .where(and(eq(imports.id, row.id), eq(imports.status, 'applying')))
          .returning({ id: imports.id });
        // Status and data agree whatever happened: an import no longer applying keeps nothing of it.
        if (!finished) throw new Error('The import stopped applying before its end.');
        return applied;
      });
      view.status = 'done';
      view.result = result;
    } catch (error) {
      const domain = error instanceof DomainError ? error : null;
      const message = domain?.message ?? 'The import failed; nothing of it was written.';
      view.status = 'failed';
      view.error = message;
      view.errorCode = domain?.code ?? 'IMPORT_FAILED';
      await db
        .update(imports)
        .set({ status: 'failed', error: message, errorCode: view.errorCode, payload: null, progress: null })
        .where(and(eq(imports.id, row.id), eq(imports.status, 'applying')));
    }
  }

  /**
   * Starts applying in the background and answers once the import is `applying`; GET reports
   * progress. The apply takes the import's lock on a connection of its own, then moves the status
   * from preview to applying in one conditional update, so a second apply is refused.
   */
  async function apply(accountId: string, id: string, options: ApplyOptions, tokenHash: string) {
    const row = await ownedRow(accountId, id);
    checkOpen(row);
    const preview = row.preview as StoredPreview;
    // The plan's key limit answers here, before 202; the transaction checks it again.
    await db.transaction((tx) => reserveKeys(tx, accountId, preview.newKeys, now()));
    if (running.has(id)) throw applyingAlready();
    const view: Import = { ...viewOf(row), status: 'applying' };
    let settleClaim!: { resolve(claimed: boolean): void; reject(error: unknown): void };
    const claimed = new Promise<boolean>((resolve, reject) => {
      settleClaim = { resolve, reject };
    });
    const task: Promise<void> = onOneConnection(db, async (session) => {
      if (!(await takeApplyLock(session, id))) return settleClaim.resolve(false);
      try {
        const [claimedRow] = await session
          .update(imports)
          .set({ status: 'applying', progress: view.progress })
          .where(and(eq(imports.id, id), eq(imports.status, 'preview')))
          .returning({ id: imports.id });
        settleClaim.resolve(claimedRow !== undefined);
        if (claimedRow) await run(session, accountId, row, options, view);
      } finally {
        await releaseApplyLock(session, id);
      }
    })
      // A failure before the claim is the request's answer; after it, the outcome is written or,
      // with the connection gone, the next status read finds the import without its lock.
      .catch(settleClaim.reject)
      .finally(() => {
        if (running.get(id)?.task === task) running.delete(id);
      });
    running.set(id, { view, accountId, tokenHash, task });
    if (!(await claimed)) {
      if (running.get(id)?.task === task) running.delete(id);
      throw applyingAlready();
    }
    return { id, status: 'applying' as const };
  }

  async function discard(accountId: string, id: string) {
    const row = await ownedRow(accountId, id);
    checkOpen(row);
    const [changed] = await db
      .update(imports)
      .set({ status: 'discarded', payload: null })
      .where(and(eq(imports.id, id), eq(imports.status, 'preview')))
      .returning({ id: imports.id });
    if (!changed)
      throw new DomainError('IMPORT_CLOSED', 'This import is applied already.', { status: 'applying' });
  }

  /**
   * The progress of a running apply for the session that started it, read without the database:
   * on PGlite every query waits for the apply's transaction, and the session lookup is one.
   */
  const runningFor = (id: string, tokenHash: string) => {
    const live = running.get(id);
    return live && live.tokenHash === tokenHash ? live.view : null;
  };

  /** Waits for the applies under way (the server closes only after they end). */
  const settle = async () => {
    await Promise.allSettled([...running.values()].map((entry) => entry.task));
  };

  return { create, get, apply, discard, settle, runningFor };
}
