import { PLURAL_CATEGORIES } from '@verba/formats';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { authorize } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { groups, translationKeys, translations } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { Emit } from '../events/project-event.ts';
import { createGroup } from '../projects/group-service.ts';
import { createKeys } from '../workspace/key-service.ts';
import { setTranslations, type TranslationInput } from '../workspace/translation-service.ts';
import { limits } from '../workspace/workspace-rules.ts';

export interface TranslationPatch {
  createMissing?: boolean | undefined;
  translations: {
    group: string;
    key: string;
    language: string;
    text?: string | null | undefined;
    forms?: Partial<Record<(typeof PLURAL_CATEGORIES)[number], string>> | null | undefined;
    state?: 'EMPTY' | 'TRANSLATED' | 'REVIEWED' | undefined;
  }[];
}

type Row = TranslationPatch['translations'][number];

const invalid = (field: string, error: string) => new DomainError('INVALID_INPUT', error, { field });
const lower = (name: string) => name.toLowerCase();

/**
 * PATCH /api/v1/projects/{id}/translations: values addressed by group and key name. Missing keys
 * (and groups) are created first when `createMissing` is set, else refused before anything is
 * written; values already as asked are left alone. The whole body (1 to 1000 values) is one
 * transaction: the services' own transactions become savepoints inside it, so a bad last value
 * undoes the groups, keys and values written before it. Events go out only once it has committed.
 */
export async function patchTranslations(
  db: Database,
  principal: Principal,
  projectId: string,
  patch: TranslationPatch,
  now: Date,
  // Required: a REST write is a change like any other, with its stream events, webhooks and auto-publish.
  emit: Emit,
): Promise<{ created: number; updated: number; unchanged: number }> {
  const held: Parameters<Emit>[] = [];
  const counts = await db.transaction((tx) =>
    writePatch(tx, principal, projectId, patch, now, (...event) => held.push(event)),
  );
  for (const event of held) emit(...event);
  return counts;
}

async function writePatch(
  db: Database,
  principal: Principal,
  projectId: string,
  patch: TranslationPatch,
  now: Date,
  emit: Emit,
): Promise<{ created: number; updated: number; unchanged: number }> {
  // Group and key names are read below: only for a member, and for a key that may write values.
  await authorize(db, principal, projectId, principal.kind === 'apiKey' ? 'translate' : 'read');
  const rows = patch.translations;
  rows.forEach((row, index) => {
    if ((row.text == null) === (row.forms == null)) {
      throw invalid(`translations.${index}.text`, 'Give a singular key’s text or a plural key’s forms.');
    }
  });
  // Only the groups and keys the body names are read, however big the project is.
  const groupNames = [...new Set(rows.map((row) => lower(row.group)))];
  const groupsByName = async () =>
    new Map(
      (
        await db
          .select()
          .from(groups)
          .where(and(eq(groups.projectId, projectId), inArray(sql`lower(${groups.name})`, groupNames)))
      ).map((group) => [lower(group.name), group]),
    );
  let known = await groupsByName();
  const missingGroups = [...new Set(rows.map((row) => row.group).filter((name) => !known.has(lower(name))))];
  if (missingGroups.length > 0) {
    if (!patch.createMissing) {
      const index = rows.findIndex((row) => !known.has(lower(row.group)));
      throw invalid(`translations.${index}.group`, `“${rows[index]?.group}” is not a group of this project.`);
    }
    for (const name of missingGroups) await createGroup(db, principal, projectId, name, now);
    known = await groupsByName();
  }
  const groupIds = [...new Set([...known.values()].map((group) => group.id))];
  const keyNames = [...new Set(rows.map((row) => row.key))];
  const readKeys = async () =>
    new Map(
      (
        await db
          .select()
          .from(translationKeys)
          .where(and(inArray(translationKeys.groupId, groupIds), inArray(translationKeys.name, keyNames)))
      ).map((key) => [`${key.groupId}\u0000${key.name}`, key]),
    );
  const pairOf = (row: Row) => `${known.get(lower(row.group))?.id}\u0000${row.key}`;
  let keys = await readKeys();
  const missing = rows.filter((row) => !keys.has(pairOf(row)));
  if (missing.length > 0) {
    if (!patch.createMissing) {
      const index = rows.findIndex((row) => !keys.has(pairOf(row)));
      throw invalid(`translations.${index}.key`, `“${rows[index]?.key}” is not a key of that group.`);
    }
    const byGroup = new Map<string, Map<string, boolean>>();
    for (const row of missing) {
      const groupId = known.get(lower(row.group))?.id as string;
      const names = byGroup.get(groupId) ?? new Map<string, boolean>();
      names.set(row.key, row.forms != null);
      byGroup.set(groupId, names);
    }
    for (const [groupId, names] of byGroup) {
      const input = [...names].map(([name, plural]) => ({ name, plural }));
      await createKeys(db, principal, groupId, input, now, emit);
    }
    keys = await readKeys();
  }
  const keyIds = [...new Set(rows.map((row) => keys.get(pairOf(row))?.id as string))];
  const stored = await db
    .select()
    .from(translations)
    .where(
      and(
        inArray(translations.keyId, keyIds),
        inArray(translations.language, [...new Set(rows.map((row) => row.language))]),
      ),
    );
  const storedBy = new Map(stored.map((row) => [`${row.keyId} ${row.language}`, row]));
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const inputs: TranslationInput[] = [];
  const rowOf = new Map<TranslationInput, Row>();
  for (const row of rows) {
    const key = keys.get(pairOf(row));
    if (!key) continue;
    const current = storedBy.get(`${key.id} ${row.language}`);
    const forms = row.forms
      ? PLURAL_CATEGORIES.filter((category) => row.forms?.[category] !== undefined).map((category) => ({
          category,
          text: row.forms?.[category] as string,
        }))
      : null;
    const sameText = row.text != null && (current?.text ?? '') === row.text;
    const sameForms =
      forms !== null &&
      JSON.stringify(current?.forms ?? {}) ===
        JSON.stringify(Object.fromEntries(forms.map((f) => [f.category, f.text])));
    const sameState = row.state === undefined || row.state === current?.state;
    if ((sameText || sameForms) && sameState && current) {
      counts.unchanged += 1;
      continue;
    }
    const empty = !current || current.version === 0 || current.state === 'EMPTY';
    counts[empty ? 'created' : 'updated'] += 1;
    const input: TranslationInput = {
      keyId: key.id,
      language: row.language,
      text: row.text ?? null,
      forms,
      state: row.state ?? null,
      expectedVersion: current?.version ?? 0,
    };
    inputs.push(input);
    rowOf.set(input, row);
  }
  // The service saves at most limits.setTranslations values a call; each call is a savepoint here.
  for (let start = 0; start < inputs.length; start += limits.setTranslations) {
    const chunk = inputs.slice(start, start + limits.setTranslations);
    await setTranslations(db, principal, chunk, now, emit).catch((error: unknown) => {
      // The service names a field of its own input; answer it as the body's field.
      if (!(error instanceof DomainError) || error.code !== 'BAD_USER_INPUT') throw error;
      const { field, index } = error.details as { field?: string; index?: number };
      const at =
        typeof index === 'number' ? rows.indexOf(rowOf.get(chunk[index] as TranslationInput) as Row) : -1;
      throw invalid(at >= 0 ? `translations.${at}.${field ?? 'text'}` : 'translations', error.message);
    });
  }
  return counts;
}
