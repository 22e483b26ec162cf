import { suggestsOnly } from '@verba/contract';
import { type Glossary, PLURAL_CATEGORIES, pluralCategoriesOf } from '@verba/formats';
import { and, eq, inArray, ne, not, sql } from 'drizzle-orm';
import {
  type Access,
  authorizeKeys,
  memberProjects,
  requireRight,
  type TranslationKey,
} from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import type { CheckRules } from '../checks/check-rules.ts';
import { rulesOfProjects } from '../checks/check-service.ts';
import { addToIssueCounts } from '../checks/issue-counts.ts';
import { type IssueDelta, issueDeltasOf } from '../checks/issue-delta.ts';
import type { Database } from '../db/database.ts';
import { activities, projectLanguages, projects, translations } from '../db/schema.ts';
import { DomainError, notFound } from '../errors.ts';
import { type Emit, emitByProject, noEmit } from '../events/project-event.ts';
import { glossariesOf } from '../glossary/glossary-store.ts';
import { isId } from '../projects/input-rules.ts';
import { type ActivityInput, type ActivityKind, recordActivities } from './activity.ts';
import type { Executor } from './executor.ts';
import { mapInTurns, nextTurn } from './in-turns.ts';
import { addToProgress } from './progress.ts';
import { deltaOf, type ProgressDelta } from './progress-delta.ts';
import { refreshSearchText } from './search-text.ts';
import { keptDismissals, storeIssues } from './translation-issues.ts';
import {
  type StoredTranslation,
  type TranslationState,
  type TranslationView,
  translationView,
  type ValueOrigin,
  valueFields,
} from './translation-view.ts';
import { issueCodesOf } from './value-issues.ts';
import { badInput, checkTag, checkText, limits } from './workspace-rules.ts';

export interface TranslationInput {
  keyId: string;
  language: string;
  text?: string | null;
  forms?: readonly { category: string; text: string }[] | null;
  state?: TranslationState | null;
  /** MEMORY or MACHINE when the editor took a suggestion; HUMAN by default. */
  origin?: ValueOrigin | null;
  expectedVersion: number;
}

export interface Checked {
  keyId: string;
  language: string;
  text: string | null;
  forms: Record<string, string> | null;
  state: TranslationState | null;
  origin: WrittenOrigin;
  expectedVersion: number;
  index: number;
}

/** The origins a write may name: IMPORT is the import's own. */
type WrittenOrigin = Exclude<ValueOrigin, 'IMPORT'>;
const writtenOrigins = new Set<string>(['HUMAN', 'MEMORY', 'MACHINE']);

const categories = new Set<string>(PLURAL_CATEGORIES);

/** Checks what can be checked without the database: lengths, tags, categories, duplicates. */
export function checkInput(input: TranslationInput, index: number): Checked {
  if (!isId(input.keyId)) throw notFound('Key');
  const language = checkTag(input.language, 'language', index);
  const text = input.text ? checkText(input.text, 'text', index) : null;
  let forms: Record<string, string> | null = null;
  for (const form of input.forms ?? []) {
    forms ??= {};
    if (!categories.has(form.category)) {
      throw badInput('forms', `“${form.category.slice(0, 20)}” is not a plural category.`, index);
    }
    if (forms[form.category] !== undefined) {
      throw badInput('forms', `The form “${form.category}” is given twice.`, index);
    }
    checkText(form.text, 'forms', index);
    forms[form.category] = form.text;
  }
  const origin = input.origin ?? 'HUMAN';
  if (!writtenOrigins.has(origin)) {
    throw badInput('origin', 'Only an import writes the origin IMPORT: use HUMAN, MEMORY or MACHINE.', index);
  }
  if (!Number.isInteger(input.expectedVersion) || input.expectedVersion < 0) {
    throw badInput('expectedVersion', 'expectedVersion is a version number (0 or more).', index);
  }
  return {
    keyId: input.keyId,
    language,
    text,
    forms,
    state: input.state ?? null,
    origin: origin as WrittenOrigin,
    expectedVersion: input.expectedVersion,
    index,
  };
}

/** The stored form of a value: empty texts and forms dropped, the state EMPTY when nothing is left. */
export function nextValue(input: Checked, key: TranslationKey) {
  if (key.plural && input.text) {
    throw badInput('text', 'This key is plural: give its forms, not a text.', input.index);
  }
  if (!key.plural && input.forms && Object.values(input.forms).some((text) => text !== '')) {
    throw badInput('forms', 'This key is singular: give a text, not plural forms.', input.index);
  }
  const allowed = new Set(['zero', ...pluralCategoriesOf(input.language)]);
  const forms = Object.fromEntries(Object.entries(input.forms ?? {}).filter(([, text]) => text !== ''));
  const unneeded = Object.keys(forms).find((category) => !allowed.has(category));
  if (key.plural && unneeded) {
    throw badInput('forms', `${input.language} has no “${unneeded}” plural form.`, input.index);
  }
  const hasText = key.plural ? Object.keys(forms).length > 0 : input.text !== null;
  const state: TranslationState = hasText ? (input.state ?? 'TRANSLATED') : 'EMPTY';
  return {
    text: key.plural ? null : input.text,
    forms: key.plural && hasText ? forms : null,
    state,
  };
}

/** A state change alone keeps the origin; a new text takes the input's; nothing has none. */
function originOf(
  next: ReturnType<typeof nextValue>,
  current: StoredTranslation,
  origin: WrittenOrigin,
): ValueOrigin | null {
  if (next.state === 'EMPTY') return null;
  return sameValue(next, current) && current.origin !== null ? current.origin : origin;
}

const sameValue = (a: { text: string | null; forms: Record<string, string> | null }, b: typeof a) =>
  a.text === b.text && JSON.stringify(a.forms ?? null) === JSON.stringify(b.forms ?? null);

const pairId = (keyId: string, language: string) => `${keyId} ${language}`;
const keysPerRead = 100;

/** A value the call changed, as the `translation` event tells it once the transaction commits. */
export interface ValueChange {
  projectId: string;
  data: Record<string, unknown>;
}

/** One batch a project: a save's values and the values it marked outdated go out as one change. */
export function announceValues(emit: Emit, changes: readonly ValueChange[]): void {
  emitByProject(emit, 'translation', changes);
}

/**
 * With "translators suggest, reviewers decide" on, a TRANSLATOR writes no value: the editor turns
 * their saves into suggestions (collaboration contract).
 */
function refuseTranslatorWrites(access: Access): void {
  if (suggestsOnly(access.member, access.project)) {
    throw new DomainError(
      'SUGGESTIONS_ONLY',
      'In this project translators suggest and reviewers decide: send a suggestion instead.',
    );
  }
}

/**
 * Writes values in one transaction: every right and version is checked first, so a refused or
 * stale one refuses the whole call and writes nothing. A changed base value marks the other
 * languages outdated. `author` is who history names (an accepted suggestion's author; by default
 * the principal); events name the principal.
 */
export async function writeValues(
  tx: Executor,
  principal: Principal,
  inputs: readonly Checked[],
  now: Date,
  kind: ActivityKind,
  changes: ValueChange[],
  author: string | null = actorId(principal),
): Promise<TranslationView[]> {
  const accountId = author;
  const actor = actorId(principal);
  // Each value's language is checked below, against the role's own languages.
  const { keys, projects: lockedProjects } = await authorizeKeys(
    tx,
    principal,
    inputs.map((input) => input.keyId),
    'read',
    { lock: 'share' },
  );
  const keyById = new Map(keys.map((key) => [key.id, key]));
  const languageRows = await tx
    .select({ projectId: projectLanguages.projectId, tag: projectLanguages.tag })
    .from(projectLanguages)
    .where(inArray(projectLanguages.projectId, [...lockedProjects.keys()]));
  const languagesOf = new Set(languageRows.map((row) => pairId(row.projectId, row.tag)));
  const accessOf = (key: TranslationKey) => lockedProjects.get(key.projectId) as Access;
  const baseOf = (key: TranslationKey) => accessOf(key).project.baseLanguage;
  const projectIds = [...lockedProjects.keys()];
  const rulesList = await rulesOfProjects(tx, projectIds);
  const rulesOf = (key: TranslationKey) => rulesList[projectIds.indexOf(key.projectId)] as CheckRules;
  // Read under the projects' share lock: a glossary change (which takes the update lock) waits.
  const glossaries = await glossariesOf(tx, projectIds);
  const glossaryOf = (key: TranslationKey) => glossaries[projectIds.indexOf(key.projectId)] as Glossary;
  const issueDeltas: IssueDelta[][] = projectIds.map(() => []);
  const countIssues = (
    key: TranslationKey,
    language: string,
    before: StoredTranslation,
    after: StoredTranslation,
  ) => issueDeltas[projectIds.indexOf(key.projectId)]?.push(...issueDeltasOf(language, before, after));
  const planned = inputs.map((input) => {
    const key = keyById.get(input.keyId) as TranslationKey;
    if (!languagesOf.has(pairId(key.projectId, input.language))) {
      throw badInput(
        'language',
        `${input.language} is not a language of this project. Add it first.`,
        input.index,
      );
    }
    requireRight(accessOf(key), 'translate', input.language);
    refuseTranslatorWrites(accessOf(key));
    return { input, key, next: nextValue(input, key) };
  });

  // Rows for values never written, so every value can be locked and checked alike.
  await tx
    .insert(translations)
    .values(planned.map(({ input }) => ({ keyId: input.keyId, language: input.language, updatedAt: now })))
    .onConflictDoNothing();
  // Read and locked 100 keys at a time, in key order (uuid order is the text's order), with a turn
  // of the event loop between: 500 keys of 40 languages are 20,000 rows to map, too long in one go.
  const keyIds = [...keyById.keys()].sort();
  const stored: StoredTranslation[] = [];
  for (let start = 0; start < keyIds.length; start += keysPerRead) {
    if (start > 0) await nextTurn();
    const rows = await tx
      .select()
      .from(translations)
      .where(inArray(translations.keyId, keyIds.slice(start, start + keysPerRead)))
      .orderBy(translations.keyId, translations.language)
      .for('update');
    for (const row of rows) stored.push(row);
  }
  const storedBy = new Map(stored.map((row) => [pairId(row.keyId, row.language), row]));

  for (const { input, key, next } of planned) {
    const current = storedBy.get(pairId(input.keyId, input.language)) as StoredTranslation;
    // Setting REVIEWED (on a new text too) or clearing it takes the review right in that language.
    const keepsReview = current.state === 'REVIEWED' && next.state === 'REVIEWED' && sameValue(next, current);
    if ((current.state === 'REVIEWED' || next.state === 'REVIEWED') && !keepsReview) {
      requireRight(accessOf(key), 'review', input.language);
    }
    if (current.version !== input.expectedVersion) {
      throw new DomainError('VERSION_CONFLICT', 'Someone saved this value meanwhile.', {
        field: key.plural ? 'forms' : 'text',
        index: input.index,
        current: translationView(
          current,
          key,
          baseOf(key),
          storedBy.get(pairId(key.id, baseOf(key))),
          rulesOf(key),
          glossaryOf(key),
        ),
      });
    }
  }

  // The new rows first, so issue counts compare with the base value of this very call.
  const written = new Map<string, StoredTranslation>();
  const deltas: ProgressDelta[] = [];
  const entries: ActivityInput[] = [];
  const baseChanged = new Set<string>();
  const changed: StoredTranslation[] = [];
  const previous = new Map<StoredTranslation, StoredTranslation>();
  for (const { input, key, next } of planned) {
    const current = storedBy.get(pairId(input.keyId, input.language)) as StoredTranslation;
    if (sameValue(next, current) && next.state === current.state && !current.outdated) {
      written.set(pairId(key.id, input.language), current);
      continue;
    }
    const isBase = input.language === baseOf(key);
    if (isBase && !sameValue(next, current)) baseChanged.add(key.id);
    const row: StoredTranslation = {
      ...current,
      ...next,
      origin: originOf(next, current, input.origin),
      outdated: false,
      version: current.version + 1,
      updatedBy: accountId,
      updatedAt: now,
    };
    written.set(pairId(key.id, input.language), row);
    storedBy.set(pairId(key.id, input.language), row);
    changed.push(row);
    previous.set(row, current);
    deltas.push(deltaOf(key.groupId, input.language, current, row));
    entries.push({
      projectId: key.projectId,
      keyId: key.id,
      kind: kind === 'value.set' && sameValue(next, current) ? 'value.state' : kind,
      language: input.language,
      before: current.version === 0 ? null : valueFields(current, key.plural),
      after: valueFields(row, key.plural),
      accountId,
      at: now,
    });
  }
  for (const row of changed) {
    const key = keyById.get(row.keyId) as TranslationKey;
    const before = previous.get(row) as StoredTranslation;
    row.issueCodes = issueCodesOf(
      row,
      key,
      baseOf(key),
      storedBy.get(pairId(key.id, baseOf(key))),
      glossaryOf(key),
    );
    // A dismissal lasts until the text changes.
    row.dismissedCodes = sameValue(row, before) ? keptDismissals(before.dismissedCodes, row.issueCodes) : [];
    countIssues(key, row.language, before, row);
  }
  // One statement a thousand values, not one a value: a 500-value save is one round trip.
  for (let start = 0; start < changed.length; start += 1000) {
    const rows = sql.join(
      changed
        .slice(start, start + 1000)
        .map(
          (row) =>
            sql`(${row.keyId}::uuid, ${row.language}, ${row.text}::text, ${row.forms == null ? null : JSON.stringify(row.forms)}::jsonb, ${row.state}, ${row.origin}::text, ${row.issueCodes.join(' ')}::text, ${row.dismissedCodes.join(' ')}::text, ${row.version}::int)`,
        ),
      sql`, `,
    );
    await tx.execute(sql`
      update translations set text = v.text, forms = v.forms, state = v.state, origin = v.origin, outdated = false,
        issue_codes = string_to_array(v.codes, ' '), dismissed_codes = string_to_array(v.dismissed, ' '),
        version = v.version, updated_by = ${accountId}::uuid, updated_at = ${now.toISOString()}::timestamptz
      from (values ${rows}) as v(key_id, language, text, forms, state, origin, codes, dismissed, version)
      where translations.key_id = v.key_id and translations.language = v.language`);
  }

  let marked: { keyId: string; language: string }[] = [];
  if (baseChanged.size > 0) {
    marked = await tx
      .update(translations)
      .set({ outdated: true })
      .where(
        and(
          inArray(translations.keyId, [...baseChanged]),
          ne(translations.state, 'EMPTY'),
          not(translations.outdated),
          sql`${translations.language} <> (select ${projects.baseLanguage} from ${projects} join translation_keys k on k.project_id = ${projects.id} where k.id = ${translations.keyId})`,
          // Values written by this very call are current.
          not(
            inArray(sql`${translations.keyId}::text || ' ' || ${translations.language}`, [...written.keys()]),
          ),
        ),
      )
      .returning({ keyId: translations.keyId, language: translations.language });
    for (const row of marked) {
      const key = keyById.get(row.keyId) as TranslationKey;
      deltas.push({ groupId: key.groupId, language: row.language, translated: 0, reviewed: 0, outdated: 1 });
      (storedBy.get(pairId(row.keyId, row.language)) as StoredTranslation).outdated = true;
    }
    // Every value of these keys is locked and held above: their issues are found again against
    // the new base here, not read back.
    const refound = await mapInTurns(
      stored.filter((row) => baseChanged.has(row.keyId)),
      ({ keyId, language }) => {
        const row = storedBy.get(pairId(keyId, language)) as StoredTranslation;
        const key = keyById.get(keyId) as TranslationKey;
        const issueCodes = issueCodesOf(
          row,
          key,
          baseOf(key),
          storedBy.get(pairId(keyId, baseOf(key))),
          glossaryOf(key),
        );
        const before = { issueCodes: row.issueCodes, dismissedCodes: row.dismissedCodes };
        row.issueCodes = issueCodes;
        row.dismissedCodes = keptDismissals(row.dismissedCodes, issueCodes);
        const same =
          before.issueCodes.join(' ') === issueCodes.join(' ') &&
          before.dismissedCodes.length === row.dismissedCodes.length;
        if (!same) countIssues(key, language, { ...row, ...before }, row);
        return { row, same };
      },
    );
    await storeIssues(
      tx,
      refound.filter(({ same }) => !same).map(({ row }) => row),
    );
  }
  await addToProgress(tx, deltas);
  for (const [index, projectId] of projectIds.entries()) {
    await addToIssueCounts(tx, projectId, issueDeltas[index] as IssueDelta[]);
  }
  await recordActivities(tx, entries);
  await refreshSearchText(tx, { keyIds: changed.map((row) => row.keyId) });

  const touched = new Set([...changed, ...marked].map((row) => pairId(row.keyId, row.language)));
  const touchedChanges = await mapInTurns([...touched], (pair): ValueChange => {
    const row = storedBy.get(pair) as StoredTranslation;
    const key = keyById.get(row.keyId) as TranslationKey;
    const view = translationView(
      row,
      key,
      baseOf(key),
      storedBy.get(pairId(key.id, baseOf(key))),
      rulesOf(key),
      glossaryOf(key),
    );
    return {
      projectId: key.projectId,
      data: {
        keyId: key.id,
        groupId: key.groupId,
        language: row.language,
        text: view.text,
        forms: view.forms,
        state: view.state,
        origin: view.origin,
        outdated: view.outdated,
        version: view.version,
        // Beyond the contract's fields, so an editor can show the value without asking for it.
        updatedAt: view.updatedAt,
        issues: view.issues,
        by: actor,
      },
    };
  });
  for (const change of touchedChanges) changes.push(change);
  return planned.map(({ input, key }) => {
    const row = storedBy.get(pairId(key.id, input.language)) as StoredTranslation;
    return translationView(
      row,
      key,
      baseOf(key),
      storedBy.get(pairId(key.id, baseOf(key))),
      rulesOf(key),
      glossaryOf(key),
    );
  });
}

/** Saves 1 to 500 values: all of them, or on any refusal none. */
export async function setTranslations(
  db: Database,
  principal: Principal,
  inputs: readonly TranslationInput[],
  now: Date,
  emit: Emit = noEmit,
): Promise<TranslationView[]> {
  if (inputs.length < 1 || inputs.length > limits.setTranslations) {
    throw badInput('input', `Save 1 to ${limits.setTranslations} values at a time.`);
  }
  const checked = inputs.map(checkInput);
  const seen = new Set<string>();
  for (const input of checked) {
    const id = pairId(input.keyId, input.language);
    if (seen.has(id)) throw badInput('language', 'The same value is given twice.', input.index);
    seen.add(id);
  }
  const changes: ValueChange[] = [];
  const views = await db.transaction((tx) => writeValues(tx, principal, checked, now, 'value.set', changes));
  announceValues(emit, changes);
  return views;
}

/** Restores the value an activity wrote (its `after`) as a new version. */
export async function revertTranslation(
  db: Database,
  principal: Principal,
  activityId: string,
  expectedVersion: number,
  now: Date,
  emit: Emit = noEmit,
): Promise<TranslationView> {
  if (!isId(activityId)) throw notFound('Activity');
  const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
  // Outside the principal's projects, the activity does not exist; writeValues checks the right.
  const [access] = activity ? await memberProjects(db, principal, [activity.projectId]) : [null];
  if (!activity || !access) throw notFound('Activity');
  const { keyId, language, after } = activity;
  if (!keyId || !language || !after) {
    throw badInput('activityId', 'Only a change of a value can be reverted.');
  }
  const value = JSON.parse(after) as {
    text?: string;
    forms?: Record<string, string>;
    state?: TranslationState;
  };
  const input = checkInput(
    {
      keyId,
      language,
      text: value.text ?? null,
      forms: value.forms ? Object.entries(value.forms).map(([category, text]) => ({ category, text })) : null,
      state: value.state ?? null,
      expectedVersion,
    },
    0,
  );
  try {
    const changes: ValueChange[] = [];
    const [view] = await db.transaction((tx) =>
      writeValues(tx, principal, [input], now, 'value.reverted', changes),
    );
    if (!view) throw new Error('revert wrote nothing');
    announceValues(emit, changes);
    return view;
  } catch (error) {
    // The key switched between singular and plural since: that value no longer fits it.
    if (
      error instanceof DomainError &&
      error.code === 'BAD_USER_INPUT' &&
      error.details.field !== 'language'
    ) {
      throw badInput(
        'activityId',
        'This value no longer fits the key (it switched between singular and plural).',
      );
    }
    throw error;
  }
}
