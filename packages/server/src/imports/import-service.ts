import { type ApplyOptions, glossaryLimits, type Import } from '@verba/contract';
import { and, desc, eq, getTableColumns, gt, lt, notInArray, sql } from 'drizzle-orm';
import { authorize } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import { type Database, onOneConnection } from '../db/database.ts';
import { imports, projectLanguages, projects } from '../db/schema.ts';
import { allowLongStatements, longWorkReadTimeoutMs } from '../db/statement-budget.ts';
import { DomainError } from '../errors.ts';
import { type Emit, noEmit } from '../events/project-event.ts';
import { applyGlossaryImport, glossaryPreview } from '../glossary/glossary-import.ts';
import type { CheckedTerm } from '../glossary/glossary-input.ts';
import type { Recheck } from '../glossary/glossary-recompute.ts';
import { termsOfProjects } from '../glossary/glossary-store.ts';
import { isId } from '../projects/input-rules.ts';
import type { Executor } from '../workspace/executor.ts';
import { keyLimitOf, reserveKeys } from '../workspace/key-limits.ts';
import { failAbandonedApply, releaseApplyLock, takeApplyLock } from './apply-lease.ts';
import { progressPublisher } from './apply-progress.ts';
import { applyPlan } from './import-apply.ts';
import { classifyFailure, failureOf, loggableCause } from './import-failure.ts';
import { createImportGates } from './import-gates.ts';
import { importLimits } from './import-limits.ts';
import { packFiles } from './import-payload.ts';
import { createImportThreads } from './import-threads.ts';
import type { Upload } from './import-worker.ts';
import { decideLanguages } from './language-matches.ts';
import { loadProjectState, projectStateFingerprint } from './project-state.ts';

/** Where a failed apply's cause goes: the app's logger. */
export interface ImportLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

type StoredPreview = Pick<Import, 'files' | 'newGroups' | 'newLanguages' | 'newKeys'> &
  Partial<Pick<Import, 'languageMatches'>>;

// Every column but the payload: the parsed files (tens of MiB for a big upload) are read only
// by the apply that uses them.
const { payload: _payload, ...rowColumns } = getTableColumns(imports);
type ImportRow = Omit<typeof imports.$inferSelect, 'payload'>;

/**
 * What an apply plans from: the stored files, and the project as they meet it (with its
 * fingerprint, read first). The files are unpacked and planned in the import thread, which
 * answers the rows ready to send; the groups to look up are the preview's.
 */
async function readStored(tx: Executor, project: { id: string; baseLanguage: string }, row: ImportRow) {
  const groupNames = (row.preview as StoredPreview).files.map((file) => file.group);
  const fingerprint = await projectStateFingerprint(tx, project.id, groupNames);
  const [stored] = await tx
    .select({ payload: sql<string | null>`encode(${imports.payload}, 'base64')` })
    .from(imports)
    .where(eq(imports.id, row.id));
  const state = await loadProjectState(tx, project, groupNames);
  const payload = stored?.payload ? Buffer.from(stored.payload, 'base64') : packFiles([]);
  return { payload, state, fingerprint, groupNames };
}

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
export function createImportService(
  db: Database,
  now: () => Date,
  log: ImportLog,
  gates = createImportGates(),
  emit: Emit = noEmit,
  /** Announces a glossary import's recheck, or starts the job that rechecks a large one. */
  recheck: (work: Recheck, createdBy: string) => Promise<unknown> = async () => undefined,
) {
  const threads = createImportThreads();
  const running = new Map<
    string,
    { view: Import; accountId: string; tokenHash: string; task: Promise<void> }
  >();

  /** `keyLimit` is read as the view is asked for: the keys owned change while a preview waits. */
  const viewOf = (row: ImportRow, keyLimit: Import['keyLimit']): Import => {
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
  };

  /** The view with the project owner's key limit against the keys the import adds. */
  async function viewWithLimit(row: ImportRow): Promise<Import> {
    const [owner] = await db
      .select({ accountId: projects.accountId })
      .from(projects)
      .where(eq(projects.id, row.projectId));
    const adding = (row.preview as StoredPreview).newKeys;
    const keyLimit = owner
      ? await keyLimitOf(db, owner.accountId, adding)
      : { limit: null, owned: 0, adding };
    return viewOf(row, keyLimit);
  }

  /** Refuses language decisions the preview's codes and the project's languages do not allow. */
  async function checkDecisions(
    tx: Executor,
    projectId: string,
    preview: StoredPreview,
    options: ApplyOptions,
  ) {
    const rows = await tx
      .select({ tag: projectLanguages.tag })
      .from(projectLanguages)
      .where(eq(projectLanguages.projectId, projectId));
    const known = new Set(rows.map((row) => row.tag));
    const matches = preview.languageMatches ?? [];
    // A code mapped by default goes to a language the files do not hold themselves.
    const mappedTo = new Set(matches.flatMap((match) => (match.action === 'MAP' ? [match.language] : [])));
    const direct = new Set(
      preview.files.map((file) => file.language).filter((tag) => known.has(tag) && !mappedTo.has(tag)),
    );
    decideLanguages(matches, known, direct, options);
  }

  async function ownedRow(accountId: string, id: string) {
    if (!isId(id)) throw importNotFound();
    const [row] = await db
      .select(rowColumns)
      .from(imports)
      .where(and(eq(imports.id, id), eq(imports.accountId, accountId)));
    if (!row) throw importNotFound();
    return row;
  }

  /**
   * Reads the upload against the project and keeps its files for apply; nothing of the project
   * changes. The caller holds the account's and the project's turn (`enter`). Reading and planning
   * run in a worker thread; here only the database is asked.
   */
  /** Refuses an upload before its body is read unless the principal may import into the project. */
  async function admit(principal: Principal, projectId: string): Promise<void> {
    await authorize(db, principal, projectId, 'editKeys');
  }

  async function create(principal: Principal, projectId: string, upload: Upload): Promise<Import> {
    const accountId = actorId(principal);
    const { groups, payload } = await threads.readUpload(upload);
    const { project } = await db.transaction(async (tx) =>
      authorize(tx, principal, projectId, 'editKeys', { lock: 'share' }),
    );
    const preview: StoredPreview = await threads.planPreview(
      payload,
      await loadProjectState(db, project, groups),
    );
    const at = now();
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
        // As base64 text: PGlite takes a bytea parameter five times slower, on the event loop.
        payload: sql`decode(${Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength).toString('base64')}, 'base64')`,
        preview,
        createdAt: at,
        expiresAt: new Date(at.getTime() + importLimits.previewHours * 3600_000),
      })
      .returning(rowColumns);
    if (!row) throw new Error('insert returned no import');
    await expireOldestPreviews(accountId, row.id, at);
    return viewWithLimit(row);
  }

  /**
   * A glossary CSV's preview (aids contract): MANAGER and OWNER. The file is read in the import
   * thread; the preview's one file counts the terms added, changed and unchanged.
   */
  async function createGlossary(principal: Principal, projectId: string, body: Uint8Array): Promise<Import> {
    const accountId = actorId(principal);
    const { project } = await db.transaction(async (tx) =>
      authorize(tx, principal, projectId, 'manageProject', { lock: 'share' }),
    );
    const read = await threads.readGlossary(body, project.baseLanguage);
    const existing = await termsOfProjects(db, [project.id]);
    const preview = glossaryPreview(read, existing, project.baseLanguage, glossaryLimits.terms);
    const at = now();
    const [row] = await db
      .insert(imports)
      .values({
        accountId,
        projectId: project.id,
        kind: 'glossary',
        payload: sql`decode(${Buffer.from(JSON.stringify(read.terms)).toString('base64')}, 'base64')`,
        preview,
        createdAt: at,
        expiresAt: new Date(at.getTime() + importLimits.previewHours * 3600_000),
      })
      .returning(rowColumns);
    if (!row) throw new Error('insert returned no import');
    await expireOldestPreviews(accountId, row.id, at);
    return viewWithLimit(row);
  }

  /** A glossary import's apply, in one transaction on the locked project. */
  async function runGlossary(
    session: Database,
    principal: Principal,
    row: ImportRow,
    options: ApplyOptions,
    view: Import,
  ) {
    let pending = null as Recheck | null;
    try {
      const result = await session.transaction(async (tx) => {
        // As a file import's: 10,000 terms and the values they touch outlast a request's budget.
        await allowLongStatements(tx);
        await authorize(tx, principal, row.projectId, 'manageProject', { lock: 'update' });
        const [stored] = await tx
          .select({ payload: sql<string | null>`encode(${imports.payload}, 'base64')` })
          .from(imports)
          .where(eq(imports.id, row.id));
        const terms = JSON.parse(
          Buffer.from(stored?.payload ?? '', 'base64').toString('utf8') || '[]',
        ) as CheckedTerm[];
        const applied = await applyGlossaryImport(tx, row.projectId, terms, options.overwrite, now());
        pending = applied.pending;
        const outcome = { added: applied.added, updated: applied.updated, skipped: applied.skipped };
        const [finished] = await tx
          .update(imports)
          .set({ status: 'done', result: outcome, payload: null, progress: null })
          .where(and(eq(imports.id, row.id), eq(imports.status, 'applying')))
          .returning({ id: imports.id });
        if (!finished) throw new Error('The import stopped applying before its end.');
        return outcome;
      });
      view.status = 'done';
      view.result = result;
      view.progress = { done: view.progress.total, total: view.progress.total };
    } catch (error) {
      await recordFailure(row, view, error, 'glossary import apply failed');
      return;
    }
    // After the commit: the import is done whatever becomes of the job.
    if (pending) {
      await recheck(pending, actorId(principal)).catch((error: unknown) =>
        log.error(
          { importId: row.id, cause: loggableCause(error) },
          'the glossary recheck was not announced or its job did not start',
        ),
      );
    }
  }

  /** Beyond the account's 20 open previews, the oldest expire now, and their files are dropped. */
  async function expireOldestPreviews(accountId: string, newest: string, at: Date) {
    const open = and(
      eq(imports.accountId, accountId),
      eq(imports.status, 'preview'),
      gt(imports.expiresAt, at),
    );
    const kept = db
      .select({ id: imports.id })
      .from(imports)
      .where(open)
      .orderBy(desc(sql`${imports.id} = ${newest}`), desc(imports.createdAt))
      .limit(importLimits.openPreviews);
    await db
      .update(imports)
      .set({ payload: null, expiresAt: at })
      .where(and(open, notInArray(imports.id, kept)));
  }

  async function get(accountId: string, id: string): Promise<Import> {
    const live = running.get(id);
    if (live && live.accountId === accountId) return live.view;
    const row = await ownedRow(accountId, id);
    if (row.status !== 'applying' || running.has(id)) return viewWithLimit(row);
    // Applied by another process, or by one that is gone: the read that finds it gone says so once.
    const { row: settled, interrupted } = await failAbandonedApply(db, id);
    if (interrupted) {
      log.warn(
        { importId: id, projectId: row.projectId, failure: 'outage', errorCode: 'IMPORT_INTERRUPTED' },
        'import apply interrupted: the server process applying it stopped',
      );
    }
    return viewWithLimit(settled ?? row);
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
      const replaced =
        row.expiresAt.getTime() - row.createdAt.getTime() < importLimits.previewHours * 3600_000;
      throw new DomainError(
        'IMPORT_EXPIRED',
        replaced
          ? `This preview expired: an account keeps its ${importLimits.openPreviews} newest previews open. Upload the files again.`
          : 'This preview is older than 24 hours. Upload the files again.',
      );
    }
  }

  async function planAgain(
    tx: Executor,
    project: { id: string; baseLanguage: string },
    row: ImportRow,
    options: ApplyOptions,
  ) {
    log.info({ importId: row.id }, 'The project changed while the import was planned: planning again');
    const { payload, state } = await readStored(tx, project, row);
    return threads.planApply(payload, state, options);
  }

  /**
   * Applies in one transaction on `session`, and writes the outcome to the import's row. The turn
   * is given back before the outcome shows, so an upload made on seeing it is not refused.
   */
  async function run(
    session: Database,
    principal: Principal,
    row: ImportRow,
    options: ApplyOptions,
    view: Import,
    leave: () => void,
  ) {
    const publish = progressPublisher(db, row.id);
    let groupIds: string[] = [];
    try {
      // Planned before the write transaction, so other requests are served while the import thread
      // works (PGlite has one connection for all); the transaction plans again only if the project
      // changed meanwhile.
      const { payload, state, ...seen } = await session.transaction(async (tx) => {
        await allowLongStatements(tx);
        const { project } = await authorize(tx, principal, row.projectId, 'editKeys');
        return { baseLanguage: project.baseLanguage, ...(await readStored(tx, project, row)) };
      });
      const planned = await threads.planApply(payload, state, options);
      const result = await session.transaction(async (tx) => {
        await allowLongStatements(tx);
        // Checked again as it applies: a member removed since the preview writes nothing.
        const { project } = await authorize(tx, principal, row.projectId, 'editKeys', { lock: 'update' });
        const unchanged =
          project.baseLanguage === seen.baseLanguage &&
          (await projectStateFingerprint(tx, project.id, seen.groupNames)) === seen.fingerprint;
        const rows = unchanged ? planned : await planAgain(tx, project, row, options);
        groupIds = [...new Set(rows.groupIds.values())];
        const applied = await applyPlan(
          {
            tx,
            accountId: actorId(principal),
            project,
            importId: row.id,
            now: now(),
            onProgress: (done, total) => {
              view.progress = { done, total };
              publish(view.progress);
            },
          },
          rows,
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
      leave();
      view.status = 'done';
      view.result = result;
      emit(row.projectId, 'import', { importId: row.id, status: 'done', groupIds });
    } catch (error) {
      leave();
      await recordFailure(row, view, error, 'import apply failed');
    }
  }

  /** An apply that failed: logged (loud when the fault is ours), told to the view and stored. */
  async function recordFailure(row: ImportRow, view: Import, error: unknown, message: string) {
    const failure = classifyFailure(error);
    const serious = failure.code === 'internal' || failure.code === 'outage';
    log[serious ? 'error' : 'warn'](
      {
        importId: row.id,
        projectId: row.projectId,
        failure: failure.code,
        errorCode: failure.errorCode,
        cause: loggableCause(error),
      },
      message,
    );
    view.status = 'failed';
    view.error = failure.message;
    view.errorCode = failure.errorCode;
    view.failure = { code: failure.code };
    await db
      .update(imports)
      .set({
        status: 'failed',
        error: failure.message,
        errorCode: failure.errorCode,
        payload: null,
        progress: null,
      })
      .where(and(eq(imports.id, row.id), eq(imports.status, 'applying')));
  }

  /**
   * Starts applying in the background and answers once the import is `applying`; GET reports
   * progress. The apply takes the import's lock on a connection of its own, then moves the status
   * from preview to applying in one conditional update, so a second apply is refused.
   */
  async function apply(principal: Principal, id: string, options: ApplyOptions, tokenHash: string) {
    const accountId = actorId(principal);
    const row = await ownedRow(accountId, id);
    checkOpen(row);
    const preview = row.preview as StoredPreview;
    // The plan's key limit and the language decisions answer here, before 202; the apply's plan
    // checks them again. A glossary's import is MANAGER's and OWNER's, as its other changes.
    await db.transaction(async (tx) => {
      if (row.kind === 'glossary') {
        await authorize(tx, principal, row.projectId, 'manageProject');
        return;
      }
      const { project } = await authorize(tx, principal, row.projectId, 'editKeys');
      if (options.languages) await checkDecisions(tx, project.id, preview, options);
      await reserveKeys(tx, project.accountId, preview.newKeys, now());
    });
    if (running.has(id)) throw applyingAlready();
    // Held until the apply ends: its connection is one of the few the pool can spare.
    const leave = gates.enter(accountId, row.projectId, true);
    const view: Import = { ...(await viewWithLimit(row)), status: 'applying' };
    let settleClaim!: { resolve(claimed: boolean): void; reject(error: unknown): void };
    const claimed = new Promise<boolean>((resolve, reject) => {
      settleClaim = { resolve, reject };
    });
    const task: Promise<void> = onOneConnection(
      db,
      async (session) => {
        if (!(await takeApplyLock(session, id))) return settleClaim.resolve(false);
        try {
          const [claimedRow] = await session
            .update(imports)
            .set({ status: 'applying', progress: view.progress })
            .where(and(eq(imports.id, id), eq(imports.status, 'preview')))
            .returning({ id: imports.id });
          settleClaim.resolve(claimedRow !== undefined);
          if (claimedRow && row.kind === 'glossary') {
            leave();
            await runGlossary(session, principal, row, options, view);
          } else if (claimedRow) await run(session, principal, row, options, view, leave);
        } finally {
          await releaseApplyLock(session, id);
        }
      },
      { readTimeoutMs: longWorkReadTimeoutMs },
    )
      // A failure before the claim is the request's answer; after it, the outcome is written or,
      // with the connection gone, the next status read finds the import without its lock.
      .catch(settleClaim.reject)
      .finally(() => {
        leave();
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
    await threads.close();
  };

  /** Refuses a glossary upload before its body is read unless the principal may change the glossary. */
  async function admitGlossary(principal: Principal, projectId: string): Promise<void> {
    await authorize(db, principal, projectId, 'manageProject');
  }

  return {
    admit,
    admitGlossary,
    create,
    createGlossary,
    get,
    apply,
    discard,
    settle,
    runningFor,
    enter: gates.enter,
  };
}
