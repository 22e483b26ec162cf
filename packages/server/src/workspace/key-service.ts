import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { groups, translationKeys, translations } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError, notFound } from '../errors.ts';
import { type ActivityInput, recordActivities } from './activity.ts';
import type { Executor } from './executor.ts';
import { KeyNameIndex } from './key-conflicts.ts';
import { reserveKeys } from './key-limits.ts';
import { lockOwnedGroup, lockOwnedKeys, type TranslationKey } from './ownership.ts';
import { addKeysToProgress, recomputeProgress } from './progress.ts';
import { refreshSearchText } from './search-text.ts';
import { recomputeIssues } from './translation-issues.ts';
import { badInput, checkDescription, checkKeyName, limits } from './workspace-rules.ts';

export interface KeyInput {
  name: string;
  description?: string | null;
  plural?: boolean | null;
}

export interface KeyPatch {
  name?: string | null;
  description?: string | null;
  plural?: boolean | null;
}

const keyConflict = (name: string, other: string, index?: number) =>
  new DomainError(
    'KEY_CONFLICT',
    name === other
      ? `This group already has a key named “${other}”.`
      : `“${name}” collides with the key “${other}” in this group.`,
    index === undefined
      ? { field: 'name', conflictsWith: other }
      : { field: 'name', conflictsWith: other, index },
  );

/** The key as the editor shows it, for history and VERSION_CONFLICT's `current`. */
export const keyFields = (key: TranslationKey) => ({
  id: key.id,
  name: key.name,
  description: key.description,
  plural: key.plural,
  version: key.version,
});

const namesOfGroup = (tx: Executor, groupId: string) =>
  tx
    .select({ id: translationKeys.id, name: translationKeys.name, plural: translationKeys.plural })
    .from(translationKeys)
    .where(eq(translationKeys.groupId, groupId));

/** Creates keys in a group: all of them or, on any refusal, none. */
export async function createKeys(
  db: Database,
  accountId: string,
  groupId: string,
  input: readonly KeyInput[],
  now: Date,
): Promise<TranslationKey[]> {
  if (input.length < 1 || input.length > limits.createKeys) {
    throw badInput('input', `Create 1 to ${limits.createKeys} keys at a time.`);
  }
  const wanted = input.map((key, index) => ({
    name: checkKeyName(key.name, index),
    description: checkDescription(key.description, index),
    plural: key.plural ?? false,
  }));
  return db.transaction(async (tx) => {
    const { group, project } = await lockOwnedGroup(tx, accountId, groupId);
    const index = new KeyNameIndex(await namesOfGroup(tx, groupId));
    wanted.forEach((key, position) => {
      const other = index.conflictOf(key);
      if (other !== null) throw keyConflict(key.name, other, position);
      index.add(key);
    });
    await reserveKeys(tx, accountId, wanted.length, now);
    const created: TranslationKey[] = [];
    for (let start = 0; start < wanted.length; start += 500) {
      created.push(
        ...(await tx
          .insert(translationKeys)
          .values(
            wanted.slice(start, start + 500).map((key) => ({
              ...key,
              searchText: sql`lower(${key.name})`,
              projectId: project.id,
              groupId: group.id,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning()),
      );
    }
    await recordActivities(
      tx,
      created.map((key) => ({
        projectId: project.id,
        keyId: key.id,
        kind: 'key.created' as const,
        before: null,
        after: keyFields(key),
        accountId,
        at: now,
      })),
    );
    await addKeysToProgress(tx, group.id, project.id, created.length);
    return created;
  });
}

/**
 * Renames a key, changes its description or switches it between singular and plural. A switch
 * keeps the values: a text becomes the `other` form, and the `other` form the text.
 */
export async function updateKey(
  db: Database,
  accountId: string,
  id: string,
  patch: KeyPatch,
  expectedVersion: number,
  now: Date,
): Promise<TranslationKey> {
  const name = patch.name === undefined || patch.name === null ? undefined : checkKeyName(patch.name);
  const description = patch.description === undefined ? undefined : checkDescription(patch.description);
  const plural = patch.plural ?? undefined;
  try {
    return await db.transaction(async (tx) => {
      const { keys } = await lockOwnedKeys(tx, accountId, [id]);
      const [key] = await tx
        .select()
        .from(translationKeys)
        .where(eq(translationKeys.id, keys[0]?.id ?? id))
        .for('update');
      if (!key) throw notFound('Key');
      if (key.version !== expectedVersion) {
        throw new DomainError('VERSION_CONFLICT', 'This key was changed meanwhile.', {
          current: keyFields(key),
        });
      }
      const next = {
        name: name ?? key.name,
        description: description === undefined ? key.description : description,
        plural: plural ?? key.plural,
      };
      if (next.name === key.name && next.description === key.description && next.plural === key.plural)
        return key;
      if (next.name !== key.name || next.plural !== key.plural) {
        const others = (await namesOfGroup(tx, key.groupId)).filter((other) => other.id !== key.id);
        const other = new KeyNameIndex(others).conflictOf(next);
        if (other !== null) throw keyConflict(next.name, other);
      }
      const [updated] = await tx
        .update(translationKeys)
        .set({ ...next, version: key.version + 1, updatedAt: now })
        .where(eq(translationKeys.id, key.id))
        .returning();
      if (!updated) throw notFound('Key');
      await refreshSearchText(tx, { keyIds: [key.id] });
      if (next.plural !== key.plural) {
        await tx
          .update(translations)
          .set(
            next.plural
              ? {
                  forms: sql`case when ${translations.text} is null or ${translations.text} = '' then null else jsonb_build_object('other', ${translations.text}) end`,
                  text: null,
                }
              : { text: sql`${translations.forms} ->> 'other'`, forms: null },
          )
          .where(eq(translations.keyId, key.id));
        await recomputeIssues(tx, { keyIds: [key.id] });
      }
      const entries: ActivityInput[] = [];
      const base = { projectId: key.projectId, keyId: key.id, accountId, at: now };
      if (next.name !== key.name) {
        entries.push({
          ...base,
          kind: 'key.renamed',
          before: { name: key.name },
          after: { name: next.name },
        });
      }
      if (next.description !== key.description || next.plural !== key.plural) {
        entries.push({
          ...base,
          kind: 'key.updated',
          before: { description: key.description, plural: key.plural },
          after: { description: next.description, plural: next.plural },
        });
      }
      await recordActivities(tx, entries);
      return updated;
    });
  } catch (error) {
    // Two renames to one name at once: the unique index settles it.
    if (isUniqueViolation(error) && name !== undefined) throw keyConflict(name, name);
    throw error;
  }
}

/** Moves keys to another group of the same project: all of them or none. */
export async function moveKeys(
  db: Database,
  accountId: string,
  ids: readonly string[],
  toGroupId: string,
  now: Date,
): Promise<TranslationKey[]> {
  if (ids.length < 1 || ids.length > limits.createKeys) {
    throw badInput('ids', `Move 1 to ${limits.createKeys} keys at a time.`);
  }
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const { keys } = await lockOwnedKeys(tx, accountId, unique);
    const { group } = await lockOwnedGroup(tx, accountId, toGroupId);
    if (keys.some((key) => key.projectId !== group.projectId)) {
      throw badInput('toGroupId', 'Keys move only between groups of the same project.');
    }
    const moving = keys.filter((key) => key.groupId !== group.id);
    if (moving.length === 0) return keys;
    const index = new KeyNameIndex(await namesOfGroup(tx, group.id));
    for (const key of moving) {
      const other = index.conflictOf(key);
      if (other !== null) throw keyConflict(key.name, other, ids.indexOf(key.id));
      index.add(key);
    }
    const moved = await tx
      .update(translationKeys)
      .set({ groupId: group.id, version: sql`${translationKeys.version} + 1`, updatedAt: now })
      .where(
        inArray(
          translationKeys.id,
          moving.map((key) => key.id),
        ),
      )
      .returning();
    await recordActivities(
      tx,
      moving.map((key) => ({
        projectId: key.projectId,
        keyId: key.id,
        kind: 'key.moved' as const,
        before: { groupId: key.groupId },
        after: { groupId: group.id },
        accountId,
        at: now,
      })),
    );
    await recomputeProgress(tx, { groupIds: [group.id, ...moving.map((key) => key.groupId)] });
    const byId = new Map([...keys, ...moved].map((key) => [key.id, key]));
    return unique.map((id) => byId.get(id) as TranslationKey);
  });
}

/** Deletes keys with their values and history: all of them or none; answers how many. */
export async function deleteKeys(db: Database, accountId: string, ids: readonly string[]): Promise<number> {
  if (ids.length < 1 || ids.length > limits.createKeys) {
    throw badInput('ids', `Delete 1 to ${limits.createKeys} keys at a time.`);
  }
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const { keys } = await lockOwnedKeys(tx, accountId, unique);
    const deleted = await tx
      .delete(translationKeys)
      .where(inArray(translationKeys.id, unique))
      .returning({ id: translationKeys.id });
    await recomputeProgress(tx, { groupIds: keys.map((key) => key.groupId) });
    return deleted.length;
  });
}

/** The groups of these ids, for Key.group; keys are only ever read through their owner. */
export async function groupsById(db: Executor, ids: readonly string[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(groups)
          .where(inArray(groups.id, [...ids]));
  return ids.map((id) => rows.find((row) => row.id === id) ?? null);
}
