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
import type { ImportPlan } from './import-plan.ts';
import {
  batches,
  insertHistory,
  insertKeys,
  type KeyRow,
  upsertValues,
  type ValueRow,
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

/**
 * Writes a plan inside the caller's transaction, on the locked project: groups, languages, keys,
 * values (one upsert a chunk), history as one activity batch (its id is the import's), then the
 * stored progress, issue counts and search texts of the project.
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

  const history = { projectId: project.id, accountId, at: now, batchId: context.importId };
  const keyIds = new Map<string, string>();
  const keyRows: KeyRow[] = [];
  for (const [groupKey, keys] of plan.newKeys) {
    const groupId = groupIds.get(groupKey) as string;
    for (const key of keys) {
      const id = randomUUID();
      keyIds.set(`${groupKey}\u0000${key.name}`, id);
      keyRows.push({ id, group_id: groupId, name: key.name, plural: key.plural });
    }
  }
  const values = plan.values.map((planned) => ({
    ...planned,
    keyId: planned.keyId ?? (keyIds.get(`${planned.group}\u0000${planned.name}`) as string),
  }));
  // A new key holds only this import's values, so its search text is known here; the refresh
  // (the stored texts of every value) is left for the keys that existed.
  const newKeyTexts = new Map<string, string[]>(keyRows.map((key) => [key.id, [key.name]]));
  for (const planned of values) {
    const stored = storedValue(planned.language, planned.value);
    newKeyTexts
      .get(planned.keyId)
      ?.push(...(stored.text ? [stored.text] : []), ...Object.values(stored.forms ?? {}));
  }
  for (const batch of batches(keyRows)) {
    await insertKeys(tx, project.id, now, batch, newKeyTexts);
    await insertHistory(
      tx,
      history,
      batch.map((key) => ({
        key_id: key.id,
        kind: 'key.created',
        language: null,
        before: null,
        after: JSON.stringify({
          id: key.id,
          name: key.name,
          description: null,
          plural: key.plural,
          version: 1,
        }),
      })),
    );
  }

  // A changed base value makes the other languages' values outdated, unless this import writes them.
  const baseChanged = values
    .filter((planned) => planned.language === project.baseLanguage && planned.before !== null)
    .map((planned) => planned.keyId);
  for (const chunk of chunks(baseChanged)) {
    await tx.execute(sql`update translations set outdated = true
      where key_id in (${sql.join(
        chunk.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and language <> ${project.baseLanguage} and state <> 'EMPTY' and not outdated`);
  }
  const writtenBase = new Map(
    values
      .filter((planned) => planned.language === project.baseLanguage)
      .map((planned) => [planned.keyId, planned]),
  );
  let added = 0;
  let updated = 0;
  for (const batch of batches(values)) {
    const rows = batch.map((planned): ValueRow => {
      const stored = storedValue(planned.language, planned.value);
      const base = writtenBase.get(planned.keyId);
      const baseValue = base ? storedValue(base.language, base.value) : planned.storedBase;
      return {
        key_id: planned.keyId,
        ...stored,
        state: stored.text || stored.forms ? 'TRANSLATED' : 'EMPTY',
        issue_count: issueCountOf(
          stored,
          planned,
          project.baseLanguage,
          baseValue ? { language: project.baseLanguage, ...baseValue } : undefined,
        ),
      };
    });
    await upsertValues(tx, accountId, now, rows);
    await insertHistory(
      tx,
      history,
      batch.map((planned) => ({
        key_id: planned.keyId,
        kind: 'import.applied',
        language: planned.language,
        before: planned.before ? JSON.stringify(valueJson(planned.before, planned.before.state)) : null,
        after: JSON.stringify(
          valueJson(planned.value, planned.value.text || planned.value.forms ? 'TRANSLATED' : 'EMPTY'),
        ),
      })),
    );
    for (const planned of batch) {
      if (planned.before === null || planned.before.state === 'EMPTY') added += 1;
      else updated += 1;
    }
    await step(batch.length);
  }
  // Written values carry their issue count; other languages of a key whose base changed need theirs again.
  for (const chunk of chunks(baseChanged)) await recomputeIssues(tx, { keyIds: chunk });
  await recomputeProgress(tx, { projectId: project.id });
  const existingKeys = [...new Set(plan.values.flatMap((planned) => (planned.keyId ? [planned.keyId] : [])))];
  for (const chunk of chunks(existingKeys)) await refreshSearchText(tx, { keyIds: chunk });
  return { added, updated, skipped: plan.skipped };
}

/** A value as its row holds it: no forms object when there are no forms. */
function storedValue(language: string, value: { text: string | null; forms: Record<string, string> | null }) {
  const forms = value.forms && Object.keys(value.forms).length > 0 ? value.forms : null;
  return { language, text: value.text ?? null, forms };
}

const valueJson = (value: { text: string | null; forms: Record<string, string> | null }, state: string) =>
  value.forms ? { forms: value.forms, state } : { text: value.text ?? '', state };
