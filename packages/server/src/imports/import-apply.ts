import { randomUUID } from 'node:crypto';
import type { Import } from '@verba/api-client';
import { sql } from 'drizzle-orm';
import { groups } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';
import { reserveKeys } from '../workspace/key-limits.ts';
import { recomputeProgress } from '../workspace/progress.ts';
import { insertLanguages } from '../workspace/project-languages.ts';
import { refreshSearchText } from '../workspace/search-text.ts';
import { issueCountOf, recomputeIssues } from '../workspace/translation-issues.ts';
import type { ImportPlan, PlannedValue } from './import-plan.ts';
import {
  batches,
  type HistoryEntry,
  insertKeys,
  type KeyRow,
  type ValueRow,
  valuesStatement,
} from './import-rows.ts';

export interface ApplyContext {
  tx: Executor;
  accountId: string;
  project: { id: string; baseLanguage: string };
  importId: string;
  now: Date;
  onProgress(done: number, total: number): void;
}

const chunkSize = 1000;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += chunkSize) yield items.slice(start, start + chunkSize);
}

/** Creates the new groups; answers the id of every group of the plan by lower-cased name. */
async function ensureGroups(context: ApplyContext, plan: ImportPlan, known: Map<string, string>) {
  const ids = new Map(known);
  if (plan.newGroups.length > 0) {
    const created = await context.tx
      .insert(groups)
      .values(plan.newGroups.map((name) => ({ projectId: context.project.id, name, createdAt: context.now })))
      .returning({ id: groups.id, name: groups.name });
    for (const group of created) ids.set(group.name.toLowerCase(), group.id);
  }
  return ids;
}

const slotOf = (group: string, name: string) => `${group}\u0000${name}`;

/**
 * Creates the plan's new keys with their `key.created` history; answers their ids by group and
 * name. A new key holds only this import's values, so its search text is known here (the
 * refresh of the stored texts is left for the keys that existed). Its rows are dropped once written.
 */
async function createKeys(
  tx: Executor,
  history: HistoryEntry,
  plan: ImportPlan,
  groupIds: Map<string, string>,
): Promise<Map<string, string>> {
  const texts = new Map<string, string[]>();
  for (const planned of plan.values) {
    if (planned.keyId !== null) continue;
    const slot = slotOf(planned.group, planned.name);
    const stored = storedValue(planned.language, planned.value);
    const keyTexts = texts.get(slot) ?? [];
    keyTexts.push(...(stored.text ? [stored.text] : []), ...Object.values(stored.forms ?? {}));
    texts.set(slot, keyTexts);
  }
  const ids = new Map<string, string>();
  const rows: KeyRow[] = [];
  for (const [groupKey, keys] of plan.newKeys) {
    const groupId = groupIds.get(groupKey) as string;
    for (const key of keys) {
      const id = randomUUID();
      const slot = slotOf(groupKey, key.name);
      ids.set(slot, id);
      const after = JSON.stringify({ id, name: key.name, description: null, plural: key.plural, version: 1 });
      const search = [key.name, ...(texts.get(slot) ?? [])].join('\u001f');
      rows.push({ id, group_id: groupId, name: key.name, plural: key.plural, search, after });
    }
  }
  for (const batch of batches(rows)) await insertKeys(tx, history, batch);
  return ids;
}

/**
 * Writes a plan inside the caller's transaction, on the locked project: groups, languages, keys,
 * values with their history (one statement a batch; all of it one activity batch, the import's
 * id), then the stored progress, issue counts and search texts of the project.
 */
export async function applyPlan(
  context: ApplyContext,
  plan: ImportPlan,
  knownGroups: Map<string, string>,
): Promise<NonNullable<Import['result']>> {
  const { tx, accountId, project, now } = context;
  await reserveKeys(tx, accountId, plan.newKeyCount, now);
  // Progress counts the files' entries: the skipped ones at once, the others as they are written.
  const total = plan.skipped + plan.values.length;
  let done = 0;
  // PGlite answers within microtasks: without a turn of the event loop, no request (a status read
  // included) would be served until the transaction ends.
  const step = async (count: number) => {
    done += count;
    context.onProgress(done, total);
    await new Promise((resolve) => setImmediate(resolve));
  };
  await step(plan.skipped);
  const groupIds = await ensureGroups(context, plan, knownGroups);
  if (plan.newLanguages.length > 0) await insertLanguages(tx, project.id, plan.newLanguages, now);

  const history: HistoryEntry = { projectId: project.id, accountId, at: now, batchId: context.importId };
  const keyIds = await createKeys(tx, history, plan, groupIds);
  const keyIdOf = (planned: PlannedValue) =>
    planned.keyId ?? (keyIds.get(slotOf(planned.group, planned.name)) as string);
  const writtenBase = new Map<string, StoredValue>();
  for (const planned of plan.values) {
    if (planned.language === project.baseLanguage) {
      writtenBase.set(keyIdOf(planned), storedValue(planned.language, planned.value));
    }
  }

  // A changed base value makes the other languages' values outdated, unless this import writes them.
  const baseChanged = plan.values
    .filter((planned) => planned.language === project.baseLanguage && planned.before !== null)
    .map(keyIdOf);
  for (const chunk of chunks(baseChanged)) {
    await tx.execute(sql`update translations set outdated = true
      where key_id in (${sql.join(
        chunk.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and language <> ${project.baseLanguage} and state <> 'EMPTY' and not outdated`);
  }
  let added = 0;
  let updated = 0;
  const valueRow = (planned: PlannedValue): ValueRow => {
    const keyId = keyIdOf(planned);
    const stored = storedValue(planned.language, planned.value);
    const baseValue = writtenBase.get(keyId) ?? planned.storedBase;
    const state = stored.text || stored.forms ? 'TRANSLATED' : 'EMPTY';
    if (planned.before === null || planned.before.state === 'EMPTY') added += 1;
    else updated += 1;
    return {
      key_id: keyId,
      created: planned.keyId === null,
      ...stored,
      state,
      issue_count: issueCountOf(
        stored,
        planned,
        project.baseLanguage,
        baseValue ? { language: project.baseLanguage, ...baseValue } : undefined,
      ),
      before: planned.before ? JSON.stringify(valueJson(planned.before, planned.before.state)) : null,
      after: JSON.stringify(valueJson(planned.value, state)),
    };
  };
  // Each batch is made ready (rows, issue counts, JSON) while the database writes the one before:
  // PostgreSQL works in a process of its own. Calling `then` sends a statement (queries are lazy).
  let writing: { done: Promise<unknown>; count: number } | null = null;
  for (const batch of batches(plan.values)) {
    const statement = valuesStatement(history, batch.map(valueRow));
    if (writing) {
      await writing.done;
      await step(writing.count);
    }
    const done = tx.execute(statement).then();
    // Awaited below; marked handled now so a failure while the next batch is built cannot end the process.
    done.catch(() => undefined);
    writing = { done, count: batch.length };
  }
  if (writing) {
    await writing.done;
    await step(writing.count);
  }
  // Written values carry their issue count; other languages of a key whose base changed need theirs again.
  for (const chunk of chunks(baseChanged)) await recomputeIssues(tx, { keyIds: chunk });
  await recomputeProgress(tx, { projectId: project.id });
  const existingKeys = [...new Set(plan.values.flatMap((planned) => (planned.keyId ? [planned.keyId] : [])))];
  for (const chunk of chunks(existingKeys)) await refreshSearchText(tx, { keyIds: chunk });
  return { added, updated, skipped: plan.skipped };
}

type StoredValue = ReturnType<typeof storedValue>;

/** A value as its row holds it: no forms object when there are no forms. */
function storedValue(language: string, value: { text: string | null; forms: Record<string, string> | null }) {
  const forms = value.forms && Object.keys(value.forms).length > 0 ? value.forms : null;
  return { language, text: value.text ?? null, forms };
}

const valueJson = (value: { text: string | null; forms: Record<string, string> | null }, state: string) =>
  value.forms ? { forms: value.forms, state } : { text: value.text ?? '', state };
