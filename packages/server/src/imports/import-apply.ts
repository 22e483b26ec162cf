import type { Import } from '@verba/contract';
import { eq, sql } from 'drizzle-orm';
import { addToIssueCounts } from '../checks/issue-counts.ts';
import { mergeTrigramIndexes, withoutRowTriggers } from '../db/bulk-writes.ts';
import { accounts, groups } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';
import { reserveKeys } from '../workspace/key-limits.ts';
import { keepSpellings } from '../workspace/language-spellings.ts';
import { addKeysToProgress, addLanguagesToProgress, addToProgress } from '../workspace/progress.ts';
import type { ProgressDelta } from '../workspace/progress-delta.ts';
import { insertLanguages } from '../workspace/project-languages.ts';
import { refreshSearchText } from '../workspace/search-text.ts';
import { recomputeIssues } from '../workspace/translation-issues.ts';
import type { ApplyTail, ValueBatch } from './apply-rows.ts';
import type { ApplySteps } from './apply-steps.ts';
import type { ApplyStream } from './apply-stream.ts';
import { keepFileShapes } from './file-shapes.ts';
import { type HistoryEntry, insertKeys, replacedIssuesStatement, valuesStatement } from './import-rows.ts';

export interface ApplyContext {
  /** Who applies: the author of its history. */
  accountId: string;
  /** accountId is the owner's: new keys count against the owner's plan. */
  project: { id: string; baseLanguage: string; accountId: string };
  importId: string;
  now: Date;
  onProgress(done: number, total: number): void;
}

type Result = NonNullable<Import['result']>;

const chunkSize = 1000;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += chunkSize) yield items.slice(start, start + chunkSize);
}

/**
 * Writes an import's rows (made ready in the import thread, apply-rows.ts) in `steps`, on the
 * project the caller authorized, locked and (stepped) closed: groups, languages, keys, values with
 * their history (one statement a batch; all of it one activity batch, the import's id). Progress
 * counters, issue counts and search texts change only where the import wrote, so the cost follows
 * the import, not the size of the project. `finish` writes the outcome in the last step.
 *
 * Stepped, the new keys and their values are written a batch a step, and everything else in the
 * last step: what changes rows that were there before cannot be taken back once committed, and
 * a failure removes only the new keys (apply-steps.ts). The keys' groups come in that last step
 * too, written with the foreign keys' checks off as the keys are (PGlite is a superuser).
 */
export async function applyPlan(
  context: ApplyContext,
  rows: ApplyStream,
  steps: ApplySteps,
  finish: (tx: Executor, result: Result) => Promise<void>,
): Promise<Result> {
  const { accountId, project, now } = context;
  const { head } = rows;
  // Progress counts the files' entries: the skipped ones at once, the others as they are written.
  const total = head.skipped + head.valueCount;
  let done = 0;
  // PGlite answers within microtasks: without a turn of the event loop, no request (a status read
  // included) would be served until the transaction ends.
  const progress = async (count: number) => {
    done += count;
    context.onProgress(done, total);
    await new Promise((resolve) => setImmediate(resolve));
  };
  await progress(head.skipped);
  const history: HistoryEntry = { projectId: project.id, accountId, at: now, batchId: context.importId };

  await steps.step(async (tx) => {
    await reserveKeys(tx, project.accountId, head.newKeyCount, now);
    if (!steps.stepped) await writeProjectRows(tx, context, head);
  });
  for (const batch of head.keyBatches) {
    await steps.step((tx) => withoutRowTriggers(tx, () => insertKeys(tx, history, batch)));
    // Stepped, each batch's trigram entries are merged in a step of their own: all of a large
    // import's at once (after it, as in one transaction) would hold the connection for seconds.
    if (steps.stepped) await steps.step((tx) => mergeTrigramIndexes(tx));
  }
  let next = await rows.valueBatches.next();
  // Stepped: new keys' values until the first batch that replaces stored ones.
  while (steps.stepped && !next.done && !next.value.replaces) {
    const { json, count } = next.value;
    await steps.step((tx) => withoutRowTriggers(tx, () => tx.execute(valuesStatement(history, json))));
    await progress(count);
    next = await rows.valueBatches.next();
  }
  return steps.step(async (tx) => {
    // The rows below reference the project (locked or closed by the caller, as every key or group
    // deletion locks it), its groups and keys (written here or read under that lock) and the
    // author (locked here): the foreign keys' per-row checks would only repeat that.
    const [author] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('key share');
    if (!author) throw new Error('The account applying the import is gone.');
    if (steps.stepped) await writeProjectRows(tx, context, head);
    for (const [groupId, added] of head.newKeysByGroup)
      await addKeysToProgress(tx, groupId, project.id, added);
    const { deltas, issueDeltas } = await withoutRowTriggers(tx, () =>
      writeValues(tx, context, rows, next, history, progress),
    );
    await addToIssueCounts(tx, project.id, issueDeltas);
    // Written values carry their issues; other languages of a key whose base changed need theirs again.
    for (const chunk of chunks(head.baseChanged)) await recomputeIssues(tx, { keyIds: chunk });
    await addToProgress(tx, deltas);
    for (const chunk of chunks(head.existingKeys)) await refreshSearchText(tx, { keyIds: chunk });
    const result = { added: head.added, updated: head.updated, skipped: head.skipped };
    await finish(tx, result);
    return result;
  });
}

/** The project's own rows an import adds or changes: groups, file shapes, languages, spellings. */
async function writeProjectRows(tx: Executor, context: ApplyContext, head: ApplyStream['head']) {
  const { project, now } = context;
  if (head.newGroups.length > 0) {
    await tx
      .insert(groups)
      .values(head.newGroups.map(({ id, name }) => ({ id, projectId: project.id, name, createdAt: now })));
  }
  await keepFileShapes(tx, head, head.groupIds);
  if (head.newLanguages.length > 0) {
    await insertLanguages(tx, project.id, head.newLanguages, now);
    await addLanguagesToProgress(tx, project.id, head.newLanguages);
  }
  await keepSpellings(tx, project.id, head.spellings);
}

/**
 * The outdated marks, then the value batches from `first` on, each written as the thread makes it:
 * what the counters gain.
 */
async function writeValues(
  tx: Executor,
  context: ApplyContext,
  rows: ApplyStream,
  first: IteratorResult<ValueBatch, ApplyTail>,
  history: HistoryEntry,
  progress: (count: number) => Promise<void>,
): Promise<ApplyTail> {
  const { project } = context;
  const { head } = rows;
  // A changed base value makes the other languages' values outdated, unless this import writes them;
  // each value so marked and not written counts as outdated.
  const outdated: ProgressDelta[] = [];
  for (const chunk of chunks(head.baseChanged)) {
    const marked = await tx.execute(sql`update translations set outdated = true
      where key_id in (${sql.join(
        chunk.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and language <> ${project.baseLanguage} and state <> 'EMPTY' and not outdated
      returning key_id, language`);
    for (const row of (marked as unknown as { rows: { key_id: string; language: string }[] }).rows) {
      const key = head.baseChangedKeys.get(row.key_id);
      if (!key || key.written.includes(row.language)) continue;
      outdated.push({
        groupId: key.groupId,
        language: row.language,
        translated: 0,
        reviewed: 0,
        outdated: 1,
      });
    }
  }
  // Each batch is sent while the database writes the one before: PostgreSQL works in a process of
  // its own. Calling `then` sends a statement (queries are lazy).
  let writing: { done: Promise<unknown>; count: number } | null = null;
  let next = first;
  for (; !next.done; next = await rows.valueBatches.next()) {
    const batch = next.value;
    // What the overwritten values counted goes before they are; sent in this batch's turn.
    if (batch.replaces) {
      if (writing) await writing.done;
      await tx.execute(replacedIssuesStatement(project.id, batch.json));
    }
    const statement = valuesStatement(history, batch.json);
    if (writing) {
      await writing.done;
      await progress(writing.count);
    }
    const sent = tx.execute(statement).then();
    // Awaited below; marked handled now so a failure meanwhile cannot end the process.
    sent.catch(() => undefined);
    writing = { done: sent, count: batch.count };
  }
  if (writing) {
    await writing.done;
    await progress(writing.count);
  }
  const tail = next.value;
  return { deltas: [...tail.deltas, ...outdated], issueDeltas: tail.issueDeltas };
}
