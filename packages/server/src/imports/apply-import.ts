import type { ApplyOptions, Import } from '@verba/contract';
import { and, eq, sql } from 'drizzle-orm';
import { authorize } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import { mergeTrigramIndexes } from '../db/bulk-writes.ts';
import { type Database, isSharedDatabase, onOneConnection } from '../db/database.ts';
import { imports, projectLanguages } from '../db/schema.ts';
import { allowLongStatements, longWorkReadTimeoutMs } from '../db/statement-budget.ts';
import { DomainError } from '../errors.ts';
import type { Emit } from '../events/project-event.ts';
import { applyGlossaryImport } from '../glossary/glossary-import.ts';
import type { CheckedTerm } from '../glossary/glossary-input.ts';
import type { Recheck } from '../glossary/glossary-recompute.ts';
import type { Executor } from '../workspace/executor.ts';
import { reserveKeys } from '../workspace/key-limits.ts';
import { releaseApplyLock, takeApplyLock } from './apply-lease.ts';
import { progressPublisher } from './apply-progress.ts';
import { inSteps } from './apply-steps.ts';
import { applyPlan } from './import-apply.ts';
import { classifyFailure, loggableCause } from './import-failure.ts';
import { packFiles } from './import-payload.ts';
import type { ImportLog, ImportRuns } from './import-runs.ts';
import { checkOpen, type ImportRow, ownedRow, type StoredPreview, viewWithLimit } from './import-view.ts';
import { decideLanguages } from './language-matches.ts';
import { loadProjectState, projectStateFingerprint } from './project-state.ts';

/** Announces a glossary import's recheck, or starts the job that rechecks a large one. */
export type StartRecheck = (work: Recheck, createdBy: string) => Promise<unknown>;

const applyingAlready = () =>
  new DomainError('IMPORT_CLOSED', 'This import is being applied already.', { status: 'applying' });

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

/**
 * Writes the outcome in the apply's transaction. Status and data agree whatever happened: an import
 * no longer applying (discarded or failed meanwhile) keeps nothing of it.
 */
async function markDone(tx: Executor, id: string, result: object) {
  const [finished] = await tx
    .update(imports)
    .set({ status: 'done', result, payload: null, progress: null })
    .where(and(eq(imports.id, id), eq(imports.status, 'applying')))
    .returning({ id: imports.id });
  if (!finished) throw new Error('The import stopped applying before its end.');
}

/** An apply that failed: logged (loud when the fault is ours), told to the view and stored. */
async function recordFailure(
  db: Database,
  row: ImportRow,
  view: Import,
  error: unknown,
  message: string,
  log: ImportLog,
) {
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

/** A glossary import's apply, in one transaction on the locked project. */
async function runGlossary(
  db: Database,
  session: Database,
  principal: Principal,
  row: ImportRow,
  options: ApplyOptions,
  view: Import,
  now: Date,
  log: ImportLog,
  recheck: StartRecheck,
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
      const applied = await applyGlossaryImport(tx, row.projectId, terms, options.overwrite, now);
      pending = applied.pending;
      const outcome = { added: applied.added, updated: applied.updated, skipped: applied.skipped };
      await markDone(tx, row.id, outcome);
      return outcome;
    });
    view.status = 'done';
    view.result = result;
    view.progress = { done: view.progress.total, total: view.progress.total };
  } catch (error) {
    await recordFailure(db, row, view, error, 'glossary import apply failed', log);
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

/**
 * Applies in one transaction on `session`, and writes the outcome to the import's row. The turn
 * is given back before the outcome shows, so an upload made on seeing it is not refused.
 */
async function run(
  db: Database,
  session: Database,
  principal: Principal,
  row: ImportRow,
  options: ApplyOptions,
  view: Import,
  leave: () => void,
  now: Date,
  runs: ImportRuns,
  log: ImportLog,
  emit: Emit,
) {
  const publish = progressPublisher(db, row.id);
  let groupIds: string[] = [];
  try {
    // Planned before the writes, so other requests are served while the import thread works
    // (PGlite has one connection for all): the writes begin once the keys are made, each batch of
    // values written while the thread makes the next, in one transaction or in steps
    // (apply-steps.ts). It plans again only if the project changed meanwhile.
    const { payload, state, ...seen } = await session.transaction(async (tx) => {
      await allowLongStatements(tx);
      const { project } = await authorize(tx, principal, row.projectId, 'editKeys');
      return { baseLanguage: project.baseLanguage, ...(await readStored(tx, project, row)) };
    });
    const planned = await runs.threads.planApply(payload, state, options);
    let rows = planned;
    const stepped = !isSharedDatabase(db);
    const result = await inSteps(session, stepped, row.id, log, async (steps) => {
      const project = await steps.step(async (tx) => {
        // Checked again as it applies: a member removed since the preview writes nothing.
        const { project } = await authorize(tx, principal, row.projectId, 'editKeys', { lock: 'update' });
        steps.close(project.id);
        const unchanged =
          project.baseLanguage === seen.baseLanguage &&
          (await projectStateFingerprint(tx, project.id, seen.groupNames)) === seen.fingerprint;
        if (!unchanged) {
          log.info({ importId: row.id }, 'The project changed while the import was planned: planning again');
          planned.close();
          const again = await readStored(tx, project, row);
          rows = await runs.threads.planApply(again.payload, again.state, options);
        }
        return project;
      });
      groupIds = [...new Set(rows.head.groupIds.values())];
      const context = {
        accountId: actorId(principal),
        project,
        importId: row.id,
        now,
        onProgress: (done: number, total: number) => {
          view.progress = { done, total };
          publish(view.progress);
        },
      };
      return applyPlan(context, rows, steps, (tx, applied) => markDone(tx, row.id, applied));
    }).finally(() => rows.close());
    leave();
    view.status = 'done';
    view.result = result;
    emit(row.projectId, 'import', { importId: row.id, status: 'done', groupIds });
    // The import is done whatever becomes of this: a later write or autovacuum would merge them.
    // Stepped, each key batch's entries were merged in a step of its own.
    if (!stepped) {
      await mergeTrigramIndexes(session).catch((error: unknown) =>
        log.warn(
          { importId: row.id, cause: loggableCause(error) },
          'the trigram indexes were not merged after the import',
        ),
      );
    }
  } catch (error) {
    leave();
    await recordFailure(db, row, view, error, 'import apply failed', log);
  }
}

/**
 * Starts applying in the background and answers once the import is `applying`; GET reports
 * progress. The apply takes the import's lock on a connection of its own, then moves the status
 * from preview to applying in one conditional update, so a second apply is refused.
 */
export async function applyImport(
  db: Database,
  principal: Principal,
  id: string,
  options: ApplyOptions,
  tokenHash: string,
  now: Date,
  runs: ImportRuns,
  log: ImportLog,
  emit: Emit,
  recheck: StartRecheck,
) {
  const accountId = actorId(principal);
  const row = await ownedRow(db, accountId, id);
  checkOpen(row, now);
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
    await reserveKeys(tx, project.accountId, preview.newKeys, now);
  });
  const view: Import = { ...(await viewWithLimit(db, row)), status: 'applying' };
  // From this check to `running.set` nothing awaits: a second apply of the same import (a double
  // click) meets this one in `running` and is told so, not refused by the gates as another import.
  const { running, gates } = runs;
  if (running.has(id)) throw applyingAlready();
  // Held until the apply ends: its connection is one of the few the pool can spare.
  const leave = gates.enter(accountId, row.projectId, true);
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
          await runGlossary(db, session, principal, row, options, view, now, log, recheck);
        } else if (claimedRow)
          await run(db, session, principal, row, options, view, leave, now, runs, log, emit);
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
