import type { Import } from '@verba/contract';
import { eq, sql } from 'drizzle-orm';
import { addToIssueCounts } from '../checks/issue-counts.ts';
import { deferTrigramMerges, withoutRowTriggers } from '../db/bulk-writes.ts';
import { accounts, groups } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';
import { reserveKeys } from '../workspace/key-limits.ts';
import { keepSpellings } from '../workspace/language-spellings.ts';
import { addKeysToProgress, addLanguagesToProgress, addToProgress } from '../workspace/progress.ts';
import type { ProgressDelta } from '../workspace/progress-delta.ts';
import { insertLanguages } from '../workspace/project-languages.ts';
import { refreshSearchText } from '../workspace/search-text.ts';
import { recomputeIssues } from '../workspace/translation-issues.ts';
import type { ApplyTail } from './apply-rows.ts';
import type { ApplyStream } from './apply-stream.ts';
import { keepFileShapes } from './file-shapes.ts';
import { type HistoryEntry, insertKeys, replacedIssuesStatement, valuesStatement } from './import-rows.ts';

export interface ApplyContext {
  tx: Executor;
  /** Who applies: the author of its history. */
  accountId: string;
  /** accountId is the owner's: new keys count against the owner's plan. */
  project: { id: string; baseLanguage: string; accountId: string };
  importId: string;
  now: Date;
  onProgress(done: number, total: number): void;
}

const chunkSize = 1000;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += chunkSize) yield items.slice(start, start + chunkSize);
}

/**
 * Writes an import's rows (made ready in the import thread, apply-rows.ts) inside the caller's
 * transaction, on the locked project: groups, languages, keys, values with their history (one
 * statement a batch; all of it one activity batch, the import's id). Progress counters, issue
 * counts and search texts change only where the import wrote, so the cost follows the import,
 * not the size of the project.
 */
export async function applyPlan(
  context: ApplyContext,
  rows: ApplyStream,
): Promise<NonNullable<Import['result']>> {
  const { tx, accountId, project, now } = context;
  const { head } = rows;
  await reserveKeys(tx, project.accountId, head.newKeyCount, now);
  // Progress counts the files' entries: the skipped ones at once, the others as they are written.
  const total = head.skipped + head.valueCount;
  let done = 0;
  // PGlite answers within microtasks: without a turn of the event loop, no request (a status read
  // included) would be served until the transaction ends.
  const step = async (count: number) => {
    done += count;
    context.onProgress(done, total);
    await new Promise((resolve) => setImmediate(resolve));
  };
  await step(head.skipped);
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

  const history: HistoryEntry = { projectId: project.id, accountId, at: now, batchId: context.importId };
  // The rows below reference the project (locked by the caller, as every key or group deletion
  // locks it), its groups and keys (written here or read under that lock) and the author (locked
  // here): the foreign keys' per-row checks would only repeat that.
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('key share');
  await deferTrigramMerges(tx);
  const { deltas, issueDeltas } = await withoutRowTriggers(tx, () => writeRows(context, rows, history, step));
  await addToIssueCounts(tx, project.id, issueDeltas);
  // Written values carry their issues; other languages of a key whose base changed need theirs again.
  for (const chunk of chunks(head.baseChanged)) await recomputeIssues(tx, { keyIds: chunk });
  await addToProgress(tx, deltas);
  for (const chunk of chunks(head.existingKeys)) await refreshSearchText(tx, { keyIds: chunk });
  return { added: head.added, updated: head.updated, skipped: head.skipped };
}

/**
 * The keys, the outdated marks and the values with their history, each batch of values written
 * as the thread makes it: what the counters gain.
 */
async function writeRows(
  context: ApplyContext,
  rows: ApplyStream,
  history: HistoryEntry,
  step: (count: number) => Promise<void>,
): Promise<ApplyTail> {
  const { tx, project } = context;
  const { head } = rows;
  for (const batch of head.keyBatches) await insertKeys(tx, history, batch);
  for (const [groupId, added] of head.newKeysByGroup) await addKeysToProgress(tx, groupId, project.id, added);

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
  let next = await rows.valueBatches.next();
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
      await step(writing.count);
    }
    const sent = tx.execute(statement).then();
    // Awaited below; marked handled now so a failure meanwhile cannot end the process.
    sent.catch(() => undefined);
    writing = { done: sent, count: batch.count };
  }
  if (writing) {
    await writing.done;
    await step(writing.count);
  }
  const tail = next.value;
  return { deltas: [...tail.deltas, ...outdated], issueDeltas: tail.issueDeltas };
}
