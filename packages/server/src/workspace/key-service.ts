import { eq, inArray, sql } from 'drizzle-orm';
import { authorizeGroup, authorizeKeys, type TranslationKey } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import { subtractIssuesOf } from '../checks/issue-counts.ts';
import type { Database } from '../db/database.ts';
import { groups, translationKeys, translations } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError, notFound } from '../errors.ts';
import { type Emit, emitByProject, noEmit } from '../events/project-event.ts';
import { type ActivityInput, recordActivities } from './activity.ts';
import type { Executor } from './executor.ts';
import { KeyNameIndex } from './key-conflicts.ts';
import { reserveKeys } from './key-limits.ts';
import { addKeysToProgress, recomputeProgress } from './progress.ts';
import { refreshSearchText } from './search-text.ts';
import { recomputeIssues } from './translation-issues.ts';
import { badInput, checkDescription, checkKeyName, checkMaxLength, limits } from './workspace-rules.ts';

export interface KeyInput {
  name: string;
  description?: string | null;
  plural?: boolean | null;
  maxLength?: number | null;
}

export interface KeyPatch {
  name?: string | null;
  description?: string | null;
  plural?: boolean | null;
  /** Absent: unchanged; null: no limit. */
  maxLength?: number | null;
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
  maxLength: key.maxLength,
  version: key.version,
});

type KeyEventKind = 'created' | 'updated' | 'moved' | 'deleted';

/** The `key` events of committed changes, one per key, as one batch a project. */
function announceKeys(emit: Emit, kind: KeyEventKind, keys: readonly TranslationKey[], by: string): void {
  emitByProject(
    emit,
    'key',
    keys.map((key) => ({
      projectId: key.projectId,
      data: { kind, keyId: key.id, groupId: key.groupId, name: key.name, version: key.version, by },
    })),
  );
}

const namesOfGroup = (tx: Executor, groupId: string) =>
  tx
    .select({ id: translationKeys.id, name: translationKeys.name, plural: translationKeys.plural })
    .from(translationKeys)
    .where(eq(translationKeys.groupId, groupId));

/** Creates keys in a group: all of them or, on any refusal, none. */
export async function createKeys(
  db: Database,
  principal: Principal,
  groupId: string,
  input: readonly KeyInput[],
  now: Date,
  emit: Emit = noEmit,
): Promise<TranslationKey[]> {
  const accountId = actorId(principal);
  if (input.length < 1 || input.length > limits.createKeys) {
    throw badInput('input', `Create 1 to ${limits.createKeys} keys at a time.`);
  }
  const wanted = input.map((key, index) => ({
    name: checkKeyName(key.name, index),
    description: checkDescription(key.description, index),
    plural: key.plural ?? false,
    maxLength: checkMaxLength(key.maxLength, index),
  }));
  const created = await db.transaction(async (tx) => {
    const { group, project } = await authorizeGroup(tx, principal, groupId, 'editKeys', { lock: 'update' });
    const index = new KeyNameIndex(await namesOfGroup(tx, groupId), group.fileShape);
    wanted.forEach((key, position) => {
      const other = index.conflictOf(key);
      if (other !== null) throw keyConflict(key.name, other, position);
      index.add(key);
    });
    // Keys count against the owner's plan, whoever adds them.
    await reserveKeys(tx, project.accountId, wanted.length, now);
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
  announceKeys(emit, 'created', created, accountId);
  return created;
}

/**
 * Renames a key, changes its description or switches it between singular and plural. A switch
 * keeps the values: a text becomes the `other` form, and the `other` form the text.
 */
export async function updateKey(
  db: Database,
  principal: Principal,
  id: string,
  patch: KeyPatch,
  expectedVersion: number,
  now: Date,
  emit: Emit = noEmit,
): Promise<TranslationKey> {
  const accountId = actorId(principal);
  const name = patch.name === undefined || patch.name === null ? undefined : checkKeyName(patch.name);
  const description = patch.description === undefined ? undefined : checkDescription(patch.description);
  const plural = patch.plural ?? undefined;
  const maxLength = patch.maxLength === undefined ? undefined : checkMaxLength(patch.maxLength);
  try {
    const updated = await db.transaction(async (tx) => {
      const { keys } = await authorizeKeys(tx, principal, [id], 'editKeys', { lock: 'update' });
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
        maxLength: maxLength === undefined ? key.maxLength : maxLength,
      };
      if (
        next.name === key.name &&
        next.description === key.description &&
        next.plural === key.plural &&
        next.maxLength === key.maxLength
      )
        return key;
      if (next.name !== key.name || next.plural !== key.plural) {
        const others = (await namesOfGroup(tx, key.groupId)).filter((other) => other.id !== key.id);
        const [group] = await tx
          .select({ fileShape: groups.fileShape })
          .from(groups)
          .where(eq(groups.id, key.groupId));
        if (!group) throw notFound('Key');
        const other = new KeyNameIndex(others, group.fileShape).conflictOf(next);
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
      }
      // The plural switch changes what is checked, the limit what LENGTH allows.
      if (next.plural !== key.plural || next.maxLength !== key.maxLength) {
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
      if (
        next.description !== key.description ||
        next.plural !== key.plural ||
        next.maxLength !== key.maxLength
      ) {
        entries.push({
          ...base,
          kind: 'key.updated',
          before: { description: key.description, plural: key.plural, maxLength: key.maxLength },
          after: { description: next.description, plural: next.plural, maxLength: next.maxLength },
        });
      }
      await recordActivities(tx, entries);
      return updated;
    });
    if (updated.version !== expectedVersion) announceKeys(emit, 'updated', [updated], accountId);
    return updated;
  } catch (error) {
    // Two renames to one name at once: the unique index settles it.
    if (isUniqueViolation(error) && name !== undefined) throw keyConflict(name, name);
    throw error;
  }
}

/** Moves keys to another group of the same project: all of them or none. */
export async function moveKeys(
  db: Database,
  principal: Principal,
  ids: readonly string[],
  toGroupId: string,
  now: Date,
  emit: Emit = noEmit,
): Promise<TranslationKey[]> {
  const accountId = actorId(principal);
  if (ids.length < 1 || ids.length > limits.createKeys) {
    throw badInput('ids', `Move 1 to ${limits.createKeys} keys at a time.`);
  }
  const unique = [...new Set(ids)];
  let moved: TranslationKey[] = [];
  const answer = await db.transaction(async (tx) => {
    const { keys } = await authorizeKeys(tx, principal, unique, 'editKeys', { lock: 'update' });
    const { group } = await authorizeGroup(tx, principal, toGroupId, 'editKeys', { lock: 'update' });
    if (keys.some((key) => key.projectId !== group.projectId)) {
      throw badInput('toGroupId', 'Keys move only between groups of the same project.');
    }
    const moving = keys.filter((key) => key.groupId !== group.id);
    if (moving.length === 0) return keys;
    const index = new KeyNameIndex(await namesOfGroup(tx, group.id), group.fileShape);
    for (const key of moving) {
      const other = index.conflictOf(key);
      if (other !== null) throw keyConflict(key.name, other, ids.indexOf(key.id));
      index.add(key);
    }
    moved = await tx
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
  announceKeys(emit, 'moved', moved, accountId);
  return answer;
}

/** Deletes keys with their values and history: all of them or none; answers how many. */
export async function deleteKeys(
  db: Database,
  principal: Principal,
  ids: readonly string[],
  emit: Emit = noEmit,
): Promise<number> {
  if (ids.length < 1 || ids.length > limits.createKeys) {
    throw badInput('ids', `Delete 1 to ${limits.createKeys} keys at a time.`);
  }
  const unique = [...new Set(ids)];
  const deleted = await db.transaction(async (tx) => {
    const { keys } = await authorizeKeys(tx, principal, unique, 'editKeys', { lock: 'update' });
    await subtractIssuesOf(tx, inArray(sql`t.key_id`, unique));
    const rows = await tx.delete(translationKeys).where(inArray(translationKeys.id, unique)).returning();
    await recomputeProgress(tx, { groupIds: keys.map((key) => key.groupId) });
    return rows;
  });
  announceKeys(emit, 'deleted', deleted, actorId(principal));
  return deleted.length;
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
