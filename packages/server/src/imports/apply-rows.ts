// What an apply writes, made ready in the import thread (import-worker.ts) so the event loop only
// sends it: ids for the new groups and keys, each batch of key and value rows as the JSON text its
// statement takes, and what the progress counters gain. The value batches are made one by one, so
// the first are written while the thread makes the others. Pure: no database, no clock.
import type { Glossary } from '@verba/formats';
import { type IssueDelta, issueDeltasOf, summedDeltas } from '../checks/issue-delta.ts';
import { deltaOf, type ProgressDelta } from '../workspace/progress-delta.ts';
import { issueCodesOf } from '../workspace/value-issues.ts';
import type { ImportPlan, PlannedValue } from './import-plan.ts';
import type { KeyRow, ValueRow } from './import-rows.ts';
import { batches, rowsPerStatement } from './row-batches.ts';
import { timeOrderedId } from './time-ordered-id.ts';

/** What an apply writes before its values, and what it tells of them. */
export interface ApplyHead {
  /** The groups to create, with their ids; and every group of the plan by lower-cased name. */
  newGroups: { id: string; name: string }[];
  groupIds: Map<string, string>;
  newLanguages: string[];
  newKeyCount: number;
  /** New keys per group id, for the counters' totals. */
  newKeysByGroup: Map<string, number>;
  /** Each batch of new keys as the JSON text of its rows. */
  keyBatches: string[];
  /** The values the batches hold, for the progress. */
  valueCount: number;
  /** Keys whose base value changed: their other languages turn outdated unless written here. */
  baseChanged: string[];
  /** Of those keys: their group, and the languages this import writes. */
  baseChangedKeys: Map<string, { groupId: string; written: string[] }>;
  /** Keys that existed and got values: their search texts are stored again. */
  existingKeys: string[];
  added: number;
  updated: number;
  skipped: number;
  shapes: ImportPlan['shapes'];
  layouts: ImportPlan['layouts'];
  spellings: ImportPlan['spellings'];
}

/**
 * A batch of values as the JSON text of its rows, with its row count for the progress and whether
 * it overwrites stored values (a batch of new keys' values replaces none).
 */
export interface ValueBatch {
  json: string;
  count: number;
  replaces: boolean;
}

/** What the written values change in the counters, known once every batch is made. */
export interface ApplyTail {
  /** Each value's state, and outdated ones cleared. */
  deltas: ProgressDelta[];
  /**
   * What the written values' issues add to the project's counts; what the values they replace had
   * is taken out by the database before each batch is written (import-rows.ts).
   */
  issueDeltas: IssueDelta[];
}

export interface ApplyRows {
  head: ApplyHead;
  /** Makes the value batches one by one; returns the tail after the last. */
  valueBatches(): Generator<ValueBatch, ApplyTail>;
}

const slotOf = (group: string, name: string) => `${group}\u0000${name}`;

type Value = { text: string | null; forms: Record<string, string> | null };

/** A value as its row holds it: no forms object when there are no forms. */
function storedValue(language: string, value: Value) {
  const forms = value.forms && Object.keys(value.forms).length > 0 ? value.forms : null;
  return { language, text: value.text ?? null, forms };
}

const valueJson = (value: Value, state: string) =>
  value.forms ? { forms: value.forms, state } : { text: value.text ?? '', state };

/** What translation memory matches a key on: its base text, a plural key's `other` form. */
const memorySourceOf = (stored: ReturnType<typeof storedValue>) =>
  (stored.forms ? stored.forms.other : stored.text) || null;

/**
 * The new keys' rows; a new key holds only this import's values, so its search text and memory
 * source are known here.
 */
function newKeyRows(plan: ImportPlan, groupIds: Map<string, string>, baseLanguage: string) {
  const texts = new Map<string, { language: string; texts: string[] }[]>();
  const memory = new Map<string, string | null>();
  for (const planned of plan.values) {
    if (planned.keyId !== null) continue;
    const slot = slotOf(planned.group, planned.name);
    const stored = storedValue(planned.language, planned.value);
    if (planned.language === baseLanguage) memory.set(slot, memorySourceOf(stored));
    const keyTexts = texts.get(slot) ?? [];
    keyTexts.push({
      language: planned.language,
      texts: [...(stored.text ? [stored.text] : []), ...Object.values(stored.forms ?? {})],
    });
    texts.set(slot, keyTexts);
  }
  // Languages in code-unit order, as refreshSearchText orders them.
  const searchTexts = (slot: string) =>
    (texts.get(slot) ?? [])
      .sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0))
      .flatMap((entry) => entry.texts);
  const ids = new Map<string, string>();
  const rows: KeyRow[] = [];
  const byGroup = new Map<string, number>();
  for (const [groupKey, keys] of plan.newKeys) {
    const groupId = groupIds.get(groupKey) as string;
    byGroup.set(groupId, keys.length);
    for (const key of keys) {
      const id = timeOrderedId();
      const slot = slotOf(groupKey, key.name);
      ids.set(slot, id);
      const after = JSON.stringify({ id, name: key.name, description: null, plural: key.plural, version: 1 });
      const search = [key.name, ...searchTexts(slot)].join('\u001f');
      rows.push({
        id,
        group_id: groupId,
        name: key.name,
        plural: key.plural,
        search,
        memory: memory.get(slot) ?? null,
        after,
        activity_id: timeOrderedId(),
      });
    }
  }
  return {
    ids,
    byGroup,
    batches: [...batches(rows, rowsPerStatement.keys)].map((batch) => JSON.stringify(batch)),
  };
}

/**
 * Everything `applyPlan` writes for `plan`, against groups known by lower-cased name; the values'
 * issues with the project's glossary.
 */
export function applyRowsOf(
  plan: ImportPlan,
  baseLanguage: string,
  knownGroups: ReadonlyMap<string, string>,
  glossary: Glossary,
): ApplyRows {
  const groupIds = new Map(knownGroups);
  const newGroups = plan.newGroups.map((name) => ({ id: timeOrderedId(), name }));
  for (const group of newGroups) groupIds.set(group.name.toLowerCase(), group.id);
  const keys = newKeyRows(plan, groupIds, baseLanguage);
  const keyIdOf = (planned: PlannedValue) =>
    planned.keyId ?? (keys.ids.get(slotOf(planned.group, planned.name)) as string);
  const groupOf = (planned: PlannedValue) => groupIds.get(planned.group) as string;

  const writtenBase = new Map<string, ReturnType<typeof storedValue>>();
  const baseChangedKeys = new Map<string, { groupId: string; written: string[] }>();
  for (const planned of plan.values) {
    if (planned.language !== baseLanguage) continue;
    writtenBase.set(keyIdOf(planned), storedValue(planned.language, planned.value));
    if (planned.before !== null)
      baseChangedKeys.set(keyIdOf(planned), { groupId: groupOf(planned), written: [] });
  }
  let added = 0;
  for (const planned of plan.values) {
    if (planned.before === null || planned.before.state === 'EMPTY') added += 1;
    baseChangedKeys.get(keyIdOf(planned))?.written.push(planned.language);
  }
  const head: ApplyHead = {
    newGroups,
    groupIds,
    newLanguages: plan.newLanguages,
    newKeyCount: plan.newKeyCount,
    newKeysByGroup: keys.byGroup,
    keyBatches: keys.batches,
    valueCount: plan.values.length,
    baseChanged: [...baseChangedKeys.keys()],
    baseChangedKeys,
    existingKeys: [...new Set(plan.values.flatMap((planned) => (planned.keyId ? [planned.keyId] : [])))],
    added,
    updated: plan.values.length - added,
    skipped: plan.skipped,
    shapes: plan.shapes,
    layouts: plan.layouts,
    spellings: plan.spellings,
  };

  const deltas: ProgressDelta[] = [];
  const issueDeltas: IssueDelta[] = [];
  const valueRow = (planned: PlannedValue): ValueRow => {
    const keyId = keyIdOf(planned);
    const stored = storedValue(planned.language, planned.value);
    const baseValue = writtenBase.get(keyId) ?? planned.storedBase;
    const state = stored.text || stored.forms ? 'TRANSLATED' : 'EMPTY';
    // Outdated as stored; applyPlan adds what its own marking of outdated values changes.
    deltas.push(
      deltaOf(
        groupOf(planned),
        planned.language,
        { state: planned.before?.state ?? 'EMPTY', outdated: planned.before?.outdated ?? false },
        { state, outdated: false },
      ),
    );
    const issueCodes = issueCodesOf(
      stored,
      planned,
      baseLanguage,
      baseValue ? { language: baseLanguage, ...baseValue } : undefined,
      glossary,
    );
    // A new text: no dismissal carries over.
    issueDeltas.push(...issueDeltasOf(planned.language, null, { issueCodes, dismissedCodes: [] }));
    return {
      key_id: keyId,
      activity_id: timeOrderedId(),
      created: planned.keyId === null,
      ...stored,
      state,
      issue_codes: issueCodes,
      before: planned.before ? JSON.stringify(valueJson(planned.before, planned.before.state)) : null,
      after: JSON.stringify(valueJson(planned.value, state)),
    };
  };
  function* valueBatches(): Generator<ValueBatch, ApplyTail> {
    for (const batch of batches(plan.values, rowsPerStatement.values)) {
      yield {
        json: JSON.stringify(batch.map(valueRow)),
        count: batch.length,
        replaces: batch.some((planned) => planned.keyId !== null),
      };
    }
    return { deltas, issueDeltas: summedDeltas(issueDeltas) };
  }
  return { head, valueBatches };
}
