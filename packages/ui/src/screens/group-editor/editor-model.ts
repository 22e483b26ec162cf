import type {
  EditorTranslation,
  IssueSeverity,
  KeyFilter,
  TranslationState,
} from '@verba/api-client/graphql';
import { isIssueCode, type PluralCategory, pluralCategoriesOf } from '@verba/formats';
import { isOriginShow, ORIGIN_SHOWS, originKeyFilter } from './origin-filter.ts';

/** What the "Show" filter offers; each but `all` and `comments` is about one language (`lang`). */
export const SHOW_FILTERS = [
  'all',
  'untranslated',
  'translated',
  'reviewed',
  'outdated',
  'issues',
  'suggestions',
  'comments',
  ...ORIGIN_SHOWS,
] as const;
export type ShowFilter = (typeof SHOW_FILTERS)[number];

/** Open comments are about a key, in any language: that filter, like `all`, needs no language. */
export const showNeedsLanguage = (show: ShowFilter) => show !== 'all' && show !== 'comments';

/**
 * The editor's filters as the URL holds them: `?q=…&show=untranslated&lang=de-DE`; with
 * `show=issues`, `code=END_PUNCTUATION` or `severity=WARNING` narrow it to one check or severity.
 */
export interface EditorFilters {
  search: string;
  show: ShowFilter;
  language: string;
  issueCode?: string | null;
  issueSeverity?: IssueSeverity | null;
}

const SEVERITIES: readonly string[] = ['ERROR', 'WARNING'];

export function filtersFromParams(params: URLSearchParams, fallbackLanguage: string): EditorFilters {
  const show = params.get('show');
  const code = params.get('code') ?? '';
  const severity = params.get('severity') ?? '';
  return {
    search: params.get('q') ?? '',
    show: SHOW_FILTERS.includes(show as ShowFilter) ? (show as ShowFilter) : 'all',
    language: params.get('lang') || fallbackLanguage,
    // Unknown codes and severities are left out: the server would refuse the whole filter.
    ...(isIssueCode(code) && { issueCode: code }),
    ...(SEVERITIES.includes(severity) && { issueSeverity: severity as IssueSeverity }),
  };
}

export function paramsFromFilters(filters: EditorFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', filters.search.trim());
  set('show', filters.show === 'all' ? '' : filters.show);
  set('lang', showNeedsLanguage(filters.show) ? filters.language : '');
  const issues = filters.show === 'issues';
  set('code', issues ? (filters.issueCode ?? '') : '');
  set('severity', issues && !filters.issueCode ? (filters.issueSeverity ?? '') : '');
  return next;
}

/** The contract's KeyFilter for these filters. */
export function keyFilterOf({ search, show, language, issueCode, issueSeverity }: EditorFilters): KeyFilter {
  const filter: KeyFilter = {};
  if (search.trim()) filter.search = search.trim();
  if (show === 'untranslated') filter.untranslatedIn = language;
  if (show === 'translated' || show === 'reviewed') {
    filter.state = show === 'translated' ? 'TRANSLATED' : 'REVIEWED';
    filter.stateIn = language;
  }
  if (show === 'outdated') filter.outdatedIn = language;
  if (show === 'issues') {
    filter.hasIssuesIn = language;
    if (issueCode) filter.issueCode = issueCode;
    else if (issueSeverity) filter.issueSeverity = issueSeverity;
  }
  if (show === 'suggestions') filter.hasOpenSuggestionsIn = language;
  if (show === 'comments') filter.hasOpenComments = true;
  if (isOriginShow(show)) Object.assign(filter, originKeyFilter(show, language));
  return filter;
}

/** A cell's value while editing: the text, or one text per plural category. */
export type Draft = { text: string } | { forms: Partial<Record<PluralCategory, string>> };

export function draftOf(translation: EditorTranslation | undefined, plural: boolean): Draft {
  if (!plural) return { text: translation?.text ?? '' };
  return { forms: Object.fromEntries((translation?.forms ?? []).map((form) => [form.category, form.text])) };
}

/** What the side panel's Memory and Machine tabs know of the focused cell. */
export interface CellAidProps {
  projectId: string;
  groupId: string;
  keyId: string;
  plural: boolean;
  /** The cell's target language; null on the key's own cell and the base, which get no aids. */
  language: string | null;
  /** The viewer may write this cell: taking a suggestion fills it for editing. */
  canTake: boolean;
  onTake: (draft: Draft) => void;
}

/** A memory match's or machine suggestion's text as a draft: a plural key's JSON of forms, else the text. */
export function draftOfSuggestedText(text: string, plural: boolean): Draft {
  if (!plural) return { text };
  try {
    return { forms: JSON.parse(text) as Record<string, string> };
  } catch {
    return { forms: { other: text } };
  }
}

export const isDraftEmpty = (draft: Draft) =>
  'text' in draft ? draft.text === '' : Object.values(draft.forms).every((text) => !text);

export const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** The plural inputs a language shows: the categories it needs, `zero` only when it has text. */
export function formCategoriesOf(language: string, draft: Draft): PluralCategory[] {
  const needed = pluralCategoriesOf(language);
  const hasZero = 'forms' in draft && Boolean(draft.forms.zero);
  return hasZero && !needed.includes('zero') ? ['zero', ...needed] : needed;
}

/** Example numbers of a plural category in a language: one · 1, 21, 31 (at most three). */
export function pluralExamples(language: string, category: PluralCategory): number[] {
  if (category === 'zero') return [0];
  const rules = new Intl.PluralRules(language);
  const found: number[] = [];
  for (let n = 0; n <= 1000 && found.length < 3; n += 1) {
    if (rules.select(n) === category) found.push(n);
  }
  if (found.length === 0 && rules.select(1.5) === category) found.push(1.5);
  return found;
}

/** The state a translation would have after this save. */
export function stateAfter(draft: Draft, reviewed: boolean): TranslationState {
  if (isDraftEmpty(draft)) return 'EMPTY';
  return reviewed ? 'REVIEWED' : 'TRANSLATED';
}

/** An optimistic translation: what the cell shows while the save runs. */
export function optimistic(
  base: EditorTranslation | undefined,
  language: string,
  draft: Draft,
  reviewed: boolean,
): EditorTranslation {
  return {
    __typename: 'Translation',
    language,
    text: 'text' in draft ? draft.text : null,
    forms:
      'forms' in draft
        ? Object.entries(draft.forms)
            .filter(([, text]) => text)
            .map(([category, text]) => ({
              __typename: 'PluralForm' as const,
              category,
              text: text as string,
            }))
        : null,
    state: stateAfter(draft, reviewed),
    // What the server answers replaces it; a person's edit is HUMAN until then.
    origin: isDraftEmpty(draft) ? null : 'HUMAN',
    outdated: false,
    version: base?.version ?? 0,
    updatedAt: base?.updatedAt ?? null,
    issues: base?.issues ?? [],
  };
}

const STORAGE_PREFIX = 'verba.editor.languages.';
/** Per viewer and project: two people sharing a browser keep their own choice. */
const storageKey = (userId: string, projectId: string) => `${STORAGE_PREFIX}${userId}.${projectId}`;

/** The target languages a viewer chose as columns for a project, as remembered in this browser. */
export function storedColumns(userId: string, projectId: string): string[] | null {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(userId, projectId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : null;
  } catch {
    return null;
  }
}

export function storeColumns(userId: string, projectId: string, tags: string[]) {
  try {
    globalThis.localStorage?.setItem(storageKey(userId, projectId), JSON.stringify(tags));
  } catch {
    // Private mode or a full storage: the choice lasts for this visit only.
  }
}

/** Forgets every remembered choice of columns (stories start from the default). */
export function forgetStoredColumns() {
  const storage = globalThis.localStorage;
  for (const name of Object.keys(storage ?? {}))
    if (name.startsWith(STORAGE_PREFIX)) storage.removeItem(name);
}

/**
 * Splits a text into plain runs and placeholders (`{{name}}`, `$t(key)`), which cells draw as chips.
 * A forward scan: the regular expression it replaces took quadratic time on repeated `$t(`.
 */
export function splitPlaceholders(text: string): { text: string; placeholder: boolean }[] {
  const parts: { text: string; placeholder: boolean }[] = [];
  let last = 0;
  let close = 0; // the first `)` after the current `$t(`, reused by the next ones; -1 once none is left
  for (let index = 0; index < text.length; index++) {
    let end = -1;
    if (text.startsWith('{{', index)) {
      let brace = index + 2;
      while (brace < text.length && text[brace] !== '{' && text[brace] !== '}') brace++;
      if (text.startsWith('}}', brace)) end = brace + 2;
    } else if (text.startsWith('$t(', index)) {
      if (close >= 0 && close < index + 3) close = text.indexOf(')', index + 3);
      if (close >= 0) end = close + 1;
    }
    if (end < 0) continue;
    if (index > last) parts.push({ text: text.slice(last, index), placeholder: false });
    parts.push({ text: text.slice(index, end), placeholder: true });
    last = end;
    index = end - 1;
  }
  if (last < text.length) parts.push({ text: text.slice(last), placeholder: false });
  return parts;
}
