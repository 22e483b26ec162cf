import { sql } from 'drizzle-orm';
import { groups, translationKeys } from '../db/schema.ts';
import { type ActivityInput, recordActivities } from '../workspace/activity.ts';
import type { Executor } from '../workspace/executor.ts';
import { reserveKeys } from '../workspace/key-limits.ts';
import { recomputeProgress } from '../workspace/progress.ts';
import { insertLanguages } from '../workspace/project-languages.ts';
import { refreshSearchText } from '../workspace/search-text.ts';
import { recomputeIssues } from '../workspace/translation-issues.ts';
import type { ImportPlan } from './import-plan.ts';

export interface ApplyContext {
  tx: Executor;
  accountId: string;
  project: { id: string; baseLanguage: string };
  importId: string;
  now: Date;
  onProgress(done: number, total: number): void;
}

export interface ApplyResult {
  added: number;
  updated: number;
  skipped: number;
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
): Promise<ApplyResult> {
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

  const activity = (
    entry: Omit<ActivityInput, 'projectId' | 'accountId' | 'at' | 'batchId'>,
  ): ActivityInput => ({
    ...entry,
    projectId: project.id,
    accountId,
    at: now,
    batchId: context.importId,
  });
  const entries: ActivityInput[] = [];
  const keyIds = new Map<string, string>();
  for (const [groupKey, keys] of plan.newKeys) {
    const groupId = groupIds.get(groupKey) as string;
    for (const chunk of chunks(keys)) {
      const created = await tx
        .insert(translationKeys)
        .values(
          chunk.map((key) => ({
            projectId: project.id,
            groupId,
            name: key.name,
            plural: key.plural,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: translationKeys.id, name: translationKeys.name, plural: translationKeys.plural });
      for (const key of created) {
        keyIds.set(`${groupKey}\u0000${key.name}`, key.id);
        entries.push(
          activity({
            keyId: key.id,
            kind: 'key.created',
            before: null,
            after: { id: key.id, name: key.name, description: null, plural: key.plural, version: 1 },
          }),
        );
      }
    }
  }

  const values = plan.values.map((planned) => ({
    ...planned,
    keyId: planned.keyId ?? (keyIds.get(`${planned.group}\u0000${planned.name}`) as string),
  }));
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
  let added = 0;
  let updated = 0;
  for (const chunk of chunks(values)) {
    const rows = chunk.map((planned) => {
      const text = planned.value.text ?? null;
      const forms =
        planned.value.forms && Object.keys(planned.value.forms).length > 0 ? planned.value.forms : null;
      const state = text || forms ? 'TRANSLATED' : 'EMPTY';
      return sql`(${planned.keyId}::uuid, ${planned.language}, ${text}, ${forms === null ? null : JSON.stringify(forms)}::jsonb, ${state}, ${accountId}::uuid, ${now.toISOString()}::timestamptz)`;
    });
    await tx.execute(sql`insert into translations (key_id, language, text, forms, state, updated_by, updated_at, version, outdated)
      select v.key_id, v.language, v.text, v.forms, v.state, v.updated_by, v.updated_at, 1, false
      from (values ${sql.join(rows, sql`, `)}) as v(key_id, language, text, forms, state, updated_by, updated_at)
      on conflict (key_id, language) do update set text = excluded.text, forms = excluded.forms,
        state = excluded.state, outdated = false, version = translations.version + 1,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
    for (const planned of chunk) {
      if (planned.before === null || planned.before.state === 'EMPTY') added += 1;
      else updated += 1;
      entries.push(
        activity({
          keyId: planned.keyId,
          kind: 'import.applied',
          language: planned.language,
          before: planned.before ? valueJson(planned.before, planned.before.state) : null,
          after: valueJson(planned.value, planned.value.text || planned.value.forms ? 'TRANSLATED' : 'EMPTY'),
        }),
      );
    }
    await step(chunk.length);
  }
  await recordActivities(tx, entries);
  await recomputeProgress(tx, { projectId: project.id });
  await recomputeIssues(tx, { projectId: project.id });
  await refreshSearchText(tx, { projectId: project.id });
  return { added, updated, skipped: plan.skipped };
}

const valueJson = (value: { text: string | null; forms: Record<string, string> | null }, state: string) =>
  value.forms ? { forms: value.forms, state } : { text: value.text ?? '', state };
