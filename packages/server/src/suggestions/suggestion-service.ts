import type { SuggestionStatus, SuggestionView } from '@verba/contract';
import { PLURAL_CATEGORIES } from '@verba/formats';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Access,
  authorizeKeys,
  authorizeVia,
  requireRight,
  type TranslationKey,
} from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { accounts, projectLanguages, suggestions, translationKeys } from '../db/schema.ts';
import { DomainError, notFound } from '../errors.ts';
import { type Emit, noEmit } from '../events/project-event.ts';
import type { Executor } from '../workspace/executor.ts';
import { afterThreadItem, type ThreadPage, threadPageSize } from '../workspace/thread-page.ts';
import {
  announceValues,
  checkInput,
  nextValue,
  type ValueChange,
  writeValues,
} from '../workspace/translation-service.ts';
import type { TranslationView } from '../workspace/translation-view.ts';
import { badInput, checkTag } from '../workspace/workspace-rules.ts';

/** The most open suggestions Group.openSuggestions answers (the oldest first). */
export const OPEN_SUGGESTIONS_MAX = 1000;

type SuggestionRow = typeof suggestions.$inferSelect;

const author = alias(accounts, 'author');
const decider = alias(accounts, 'decider');
const nameOf = (account: { firstName: string; lastName: string } | null) =>
  account ? `${account.firstName} ${account.lastName}`.trim() : null;
const byCategory = (a: string, b: string) =>
  PLURAL_CATEGORIES.indexOf(a as never) - PLURAL_CATEGORIES.indexOf(b as never);

function viewOf(row: {
  suggestion: SuggestionRow;
  author: { firstName: string; lastName: string } | null;
  decider: { firstName: string; lastName: string } | null;
}): SuggestionView {
  const { suggestion } = row;
  return {
    id: suggestion.id,
    keyId: suggestion.keyId,
    language: suggestion.language,
    text: suggestion.text,
    forms: suggestion.forms
      ? Object.entries(suggestion.forms)
          .sort(([a], [b]) => byCategory(a, b))
          .map(([category, text]) => ({ category, text }))
      : null,
    by: nameOf(row.author),
    byAccountId: suggestion.accountId,
    createdAt: suggestion.createdAt.toISOString(),
    status: suggestion.status,
    decidedBy: nameOf(row.decider),
  };
}

const withNames = (db: Executor) =>
  db
    .select({
      suggestion: suggestions,
      author: { firstName: author.firstName, lastName: author.lastName },
      decider: { firstName: decider.firstName, lastName: decider.lastName },
    })
    .from(suggestions)
    .leftJoin(author, eq(author.id, suggestions.accountId))
    .leftJoin(decider, eq(decider.id, suggestions.decidedBy));

function announce(emit: Emit, projectId: string, view: SuggestionView, by: string) {
  emit(projectId, 'suggestion', {
    keyId: view.keyId,
    language: view.language,
    suggestionId: view.id,
    status: view.status,
    by,
  });
}

/** Any member who may translate that language proposes a value; it needs a text. */
export async function suggestTranslation(
  db: Database,
  principal: Principal,
  input: {
    keyId: string;
    language: string;
    text?: string | null;
    forms?: readonly { category: string; text: string }[] | null;
  },
  now: Date,
  emit: Emit = noEmit,
): Promise<SuggestionView> {
  const checked = checkInput({ ...input, expectedVersion: 0 }, 0);
  const result = await db.transaction(async (tx) => {
    const { keys, projects } = await authorizeKeys(tx, principal, [checked.keyId], 'read');
    const key = keys[0] as TranslationKey;
    const access = projects.get(key.projectId) as Access;
    const [known] = await tx
      .select({ tag: projectLanguages.tag })
      .from(projectLanguages)
      .where(and(eq(projectLanguages.projectId, key.projectId), eq(projectLanguages.tag, checked.language)));
    if (!known) throw badInput('language', `${checked.language} is not a language of this project.`);
    requireRight(access, 'translate', checked.language);
    const next = nextValue(checked, key);
    if (next.state === 'EMPTY') {
      throw badInput(key.plural ? 'forms' : 'text', 'A suggestion needs a text.');
    }
    const [row] = await tx
      .insert(suggestions)
      .values({
        projectId: key.projectId,
        keyId: key.id,
        language: checked.language,
        text: next.text,
        forms: next.forms,
        accountId: actorId(principal),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('suggestion not stored');
    return {
      view: viewOf({ suggestion: row, author: principal.account, decider: null }),
      projectId: key.projectId,
    };
  });
  announce(emit, result.projectId, result.view, actorId(principal));
  return result.view;
}

/**
 * The open suggestion, locked, and a reviewer's access to it: outside the principal's projects it
 * does not exist (NOT_FOUND); deciding takes the review right in its language (FORBIDDEN).
 */
async function openSuggestion(tx: Executor, principal: Principal, id: string) {
  const { row, ...access } = await authorizeVia(tx, principal, 'suggestion', id, 'read', { lockRow: true });
  requireRight(access, 'review', row.language);
  const [key] = await tx.select().from(translationKeys).where(eq(translationKeys.id, row.keyId));
  if (!key) throw notFound('Suggestion');
  if (row.status !== 'OPEN') {
    throw badInput(
      'id',
      `This suggestion was already ${row.status === 'ACCEPTED' ? 'accepted' : 'rejected'}.`,
    );
  }
  return { row, key };
}

async function decide(tx: Executor, principal: Principal, id: string, status: SuggestionStatus, now: Date) {
  await tx
    .update(suggestions)
    .set({ status, decidedBy: actorId(principal), decidedAt: now })
    .where(eq(suggestions.id, id));
  const [row] = await withNames(tx).where(eq(suggestions.id, id));
  if (!row) throw notFound('Suggestion');
  return viewOf(row);
}

/**
 * A reviewer takes the suggestion as the value: a new version (the value's version check guards it),
 * its author in history; the accepter is its `decidedBy`. Other open suggestions stay open.
 */
export async function acceptSuggestion(
  db: Database,
  principal: Principal,
  id: string,
  expectedVersion: number,
  now: Date,
  emit: Emit = noEmit,
): Promise<TranslationView> {
  const changes: ValueChange[] = [];
  const result = await db.transaction(async (tx) => {
    const { row, key } = await openSuggestion(tx, principal, id);
    const input = checkInput(
      {
        keyId: row.keyId,
        language: row.language,
        text: row.text,
        forms: row.forms ? Object.entries(row.forms).map(([category, text]) => ({ category, text })) : null,
        expectedVersion,
      },
      0,
    );
    let written: TranslationView[];
    try {
      written = await writeValues(tx, principal, [input], now, 'value.accepted', changes, row.accountId);
    } catch (error) {
      // The key switched between singular and plural since the suggestion was made.
      if (
        error instanceof DomainError &&
        error.code === 'BAD_USER_INPUT' &&
        error.details.field !== 'language'
      ) {
        throw badInput(
          'id',
          'This suggestion no longer fits the key (it switched between singular and plural).',
        );
      }
      throw error;
    }
    const view = await decide(tx, principal, id, 'ACCEPTED', now);
    return { value: written[0] as TranslationView, view, projectId: key.projectId };
  });
  announceValues(emit, changes);
  announce(emit, result.projectId, result.view, actorId(principal));
  return result.value;
}

/** A reviewer of its language (and above) turns the suggestion down; the value stays as it is. */
export async function rejectSuggestion(
  db: Database,
  principal: Principal,
  id: string,
  now: Date,
  emit: Emit = noEmit,
): Promise<SuggestionView> {
  const result = await db.transaction(async (tx) => {
    const { key } = await openSuggestion(tx, principal, id);
    return { view: await decide(tx, principal, id, 'REJECTED', now), projectId: key.projectId };
  });
  announce(emit, result.projectId, result.view, actorId(principal));
  return result.view;
}

/** A key's suggestions in one language, oldest first; with a status, only those. */
export async function suggestionsOfKey(
  db: Executor,
  keyId: string,
  language: string,
  status?: SuggestionStatus | null,
  page: ThreadPage = {},
): Promise<SuggestionView[]> {
  const first = threadPageSize(page.first);
  const tag = checkTag(language, 'language');
  const conditions = [eq(suggestions.keyId, keyId), eq(suggestions.language, tag)];
  if (status) conditions.push(eq(suggestions.status, status));
  if (page.after) conditions.push(await afterThreadItem(db, suggestions, keyId, page.after));
  const rows = await withNames(db)
    .where(and(...conditions))
    .orderBy(asc(suggestions.createdAt), asc(suggestions.id))
    .limit(first);
  return rows.map(viewOf);
}

/** The open suggestions of a group's keys in these languages (every one without), oldest first. */
export async function openSuggestionsOfGroup(
  db: Executor,
  groupId: string,
  languages?: readonly string[] | null,
): Promise<SuggestionView[]> {
  const conditions = [eq(translationKeys.groupId, groupId), eq(suggestions.status, 'OPEN')];
  if (languages) {
    const tags = languages.map((language) => checkTag(language, 'languages'));
    if (tags.length === 0) return [];
    conditions.push(inArray(suggestions.language, tags));
  }
  const rows = await withNames(db)
    .innerJoin(translationKeys, eq(translationKeys.id, suggestions.keyId))
    .where(and(...conditions))
    .orderBy(asc(suggestions.createdAt), asc(suggestions.id))
    .limit(OPEN_SUGGESTIONS_MAX);
  return rows.map(viewOf);
}
