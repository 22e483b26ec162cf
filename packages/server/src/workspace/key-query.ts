import { type IssueSeverity, isIssueCode } from '@verba/formats';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { TranslationKey } from '../access/authorize.ts';
import { requireOpen } from '../access/busy-projects.ts';
import { type CheckRules, countedCodes } from '../checks/check-rules.ts';
import { likePattern } from '../db/like-pattern.ts';
import { translationKeys } from '../db/schema.ts';
import type { Executor } from './executor.ts';
import { countedByProgress } from './key-count-cache.ts';
import type { TranslationState, ValueOrigin } from './translation-view.ts';
import { badInput, checkCount, checkTag, limits } from './workspace-rules.ts';

export interface KeyFilter {
  search?: string | null;
  untranslatedIn?: string | null;
  state?: TranslationState | null;
  stateIn?: string | null;
  outdatedIn?: string | null;
  hasIssuesIn?: string | null;
  issueCode?: string | null;
  issueSeverity?: IssueSeverity | null;
  hasOpenSuggestionsIn?: string | null;
  hasOpenComments?: boolean | null;
  origin?: ValueOrigin | null;
  originIn?: string | null;
}

export interface KeyPage {
  nodes: TranslationKey[];
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

// Cursors are opaque to clients: base64url of [name, id] of the last key of a page.
const encodeCursor = (key: TranslationKey) =>
  Buffer.from(JSON.stringify([key.name, key.id])).toString('base64url');

function decodeCursor(cursor: string): string {
  try {
    const [name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof name === 'string' && typeof id === 'string') return name;
  } catch {
    // Falls through to the refusal below.
  }
  throw badInput('after', 'This cursor is not one this API gave out.');
}

const valueIn = (language: string, condition: SQL) =>
  sql`exists (select 1 from translations t where t.key_id = ${translationKeys.id} and t.language = ${language} and ${condition})`;

// Codes travel as one space-separated text: a code never holds a space.
const codeList = (codes: readonly string[]) => sql`string_to_array(${codes.join(' ')}::text, ' ')`;

/**
 * A value with an issue the rules count: of a counted code (enabled; of the asked code or
 * severity), and not a dismissed warning.
 */
function hasCountedIssue(filter: KeyFilter, rules: CheckRules): SQL {
  if (filter.issueCode && !isIssueCode(filter.issueCode)) {
    throw badInput('issueCode', `“${filter.issueCode.slice(0, 50)}” is not a check of Verba.`);
  }
  const { codes, warnings } = countedCodes(rules, { code: filter.issueCode, severity: filter.issueSeverity });
  return sql`exists (select 1 from unnest(t.issue_codes) as c(code) where c.code = any(${codeList(codes)})
    and not (c.code = any(t.dismissed_codes) and c.code = any(${codeList(warnings)})))`;
}

/** The SQL conditions of a filter; every one a test on indexed columns of one value row. */
function conditionsOf(filter: KeyFilter, rules: CheckRules): SQL[] {
  const conditions: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    // `like` on a constant pattern, not strpos: the trigram index (translation_keys_search_idx) serves it.
    conditions.push(sql`${translationKeys.searchText} like lower(${likePattern(search)})`);
  }
  const untranslated = (language: string) => sql`not ${valueIn(language, sql`t.state <> 'EMPTY'`)}`;
  if (filter.untranslatedIn) conditions.push(untranslated(checkTag(filter.untranslatedIn, 'untranslatedIn')));
  if (filter.state || filter.stateIn) {
    if (!filter.state) throw badInput('state', 'Choose the state that stateIn applies to.');
    if (!filter.stateIn) throw badInput('stateIn', 'Choose the language the state applies to.');
    const language = checkTag(filter.stateIn, 'stateIn');
    conditions.push(
      filter.state === 'EMPTY' ? untranslated(language) : valueIn(language, sql`t.state = ${filter.state}`),
    );
  }
  if (filter.origin || filter.originIn) {
    if (!filter.origin) throw badInput('origin', 'Choose the origin that originIn applies to.');
    if (!filter.originIn) throw badInput('originIn', 'Choose the language the origin applies to.');
    conditions.push(valueIn(checkTag(filter.originIn, 'originIn'), sql`t.origin = ${filter.origin}`));
  }
  if (filter.outdatedIn) conditions.push(valueIn(checkTag(filter.outdatedIn, 'outdatedIn'), sql`t.outdated`));
  if (filter.issueCode || filter.issueSeverity) {
    if (!filter.hasIssuesIn)
      throw badInput('hasIssuesIn', 'Choose the language the issue filter applies to.');
  }
  if (filter.hasIssuesIn) {
    const language = checkTag(filter.hasIssuesIn, 'hasIssuesIn');
    conditions.push(
      valueIn(language, sql`cardinality(t.issue_codes) > 0 and ${hasCountedIssue(filter, rules)}`),
    );
  }
  if (filter.hasOpenSuggestionsIn) {
    const language = checkTag(filter.hasOpenSuggestionsIn, 'hasOpenSuggestionsIn');
    // suggestions_open_idx (partial, open ones only) serves it.
    conditions.push(
      sql`exists (select 1 from suggestions s where s.key_id = ${translationKeys.id} and s.language = ${language} and s.status = 'OPEN')`,
    );
  }
  // comments_key_idx serves it; false and null both mean "any key", as an unset filter does.
  if (filter.hasOpenComments) {
    conditions.push(
      sql`exists (select 1 from comments c where c.key_id = ${translationKeys.id} and not c.resolved)`,
    );
  }
  return conditions;
}

/** A page of a group's keys in binary name order, with the filter's total. */
export async function keysOfGroup(
  db: Executor,
  group: { id: string; projectId: string },
  filter: KeyFilter | null | undefined,
  first: number,
  after: string | null | undefined,
  rules: CheckRules,
): Promise<KeyPage> {
  checkCount(first, limits.pageSize, 'first');
  // The group was read through the project's membership, which does not refuse a closed project.
  requireOpen(group.projectId);
  const conditions = [eq(translationKeys.groupId, group.id), ...conditionsOf(filter ?? {}, rules)];
  const page = after
    ? [...conditions, sql`${translationKeys.name} collate "C" > ${decodeCursor(after)} collate "C"`]
    : conditions;
  // Together: a filter's count (a search's is not kept) costs as much as the page, on a second connection.
  const [rows, totalCount] = await Promise.all([
    db
      .select()
      .from(translationKeys)
      .where(and(...page))
      .orderBy(sql`${translationKeys.name} collate "C"`, translationKeys.id)
      .limit(first + 1),
    countKeys(db, group.id, filter ?? {}, conditions),
  ]);
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return {
    nodes,
    totalCount,
    pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage: rows.length > first },
  };
}

/** The filter's total: from the group's progress counters when they hold it, else counted. */
async function countKeys(db: Executor, groupId: string, filter: KeyFilter, conditions: SQL[]) {
  const cached = await countedByProgress(db, groupId, filter);
  if (cached !== undefined) return cached;
  const [total] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(translationKeys)
    .where(and(...conditions));
  return total?.value ?? 0;
}
