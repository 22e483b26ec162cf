import { endPunctuation } from './checks/end-punctuation.ts';
import { tooLong } from './checks/length.ts';
import { numberMismatch } from './checks/numbers.ts';
import { sameAsSource } from './checks/same-as-source.ts';
import { CHECK_SEVERITIES, type IssueCode, type IssueSeverity } from './checks/severity.ts';
import { tagMismatch } from './checks/tags.ts';
import { type Glossary, termForbidden, termMissing, termNotKept } from './checks/terms.ts';
import { doubleSpace, whitespaceEdges } from './checks/whitespace.ts';
import { placeholdersOf, syntaxErrorOf } from './placeholders.ts';
import { type PluralCategory, pluralCategoriesOf } from './plural-categories.ts';

export interface TranslationIssue {
  code: IssueCode;
  message: string;
  /** The check's default severity; a project's settings may change it. */
  severity: IssueSeverity;
}

/** A value as stored: `text` for a singular key, `forms` (category to text) for a plural one. */
export interface TranslationValue {
  text?: string | null;
  forms?: Partial<Record<PluralCategory, string>> | Record<string, string> | null;
}

export interface IssueOptions {
  language: string;
  plural: boolean;
  /** The base language's value, or null when this value is the base itself. */
  base: TranslationValue | null;
  /** The key's limit in characters (LENGTH), if any. */
  maxLength?: number | null;
  /** The project's glossary (compileGlossary), for the TERM_* checks; none: they find nothing. */
  glossary?: Glossary | null;
  /**
   * Only the checks of these codes (a stored value's codes, to show their messages); all without.
   * The answer is the full one with the other codes left out.
   */
  only?: ReadonlySet<string> | null;
}

/** A check of one text against the base text it translates: a message when it fails. */
type PairCheck = (text: string, base: string, language: string) => string | null;

// Warnings and TAG_MISMATCH compare a text with its own base text (plural forms: the same
// category's, else `other`), in this order.
const PAIR_CHECKS: readonly [IssueCode, PairCheck][] = [
  ['TAG_MISMATCH', tagMismatch],
  ['SAME_AS_SOURCE', sameAsSource],
  ['WHITESPACE_EDGES', whitespaceEdges],
  ['DOUBLE_SPACE', doubleSpace],
  ['END_PUNCTUATION', endPunctuation],
  ['NUMBER_MISMATCH', numberMismatch],
];

const textsOf = (value: TranslationValue | null | undefined): string[] =>
  value ? [value.text ?? '', ...Object.values(value.forms ?? {})].filter((text) => text !== '') : [];

/** Each non-empty text of the value with the base text it translates (null when there is none). */
function pairsOf(value: TranslationValue, base: TranslationValue | null): [string, string | null][] {
  if (value.forms) {
    const baseForms: Record<string, string> = base?.forms ?? {};
    return Object.entries(value.forms as Record<string, string>)
      .filter(([, text]) => text !== '')
      .map(([category, text]) => [text, baseForms[category] || baseForms.other || null]);
  }
  return value.text ? [[value.text, base?.text || null]] : [];
}

const issue = (code: IssueCode, message: string): TranslationIssue => ({
  code,
  message,
  severity: CHECK_SEVERITIES[code],
});

/**
 * The issues of one value, each code at most once (with its first message). `base` is null when
 * this value is the base itself; an empty value has no issues. Issues never block a save.
 */
export function translationIssues(value: TranslationValue, options: IssueOptions): TranslationIssue[] {
  const texts = textsOf(value);
  if (texts.length === 0) return [];
  const only = options.only;
  const runs = (code: IssueCode) => !only || only.has(code);
  const issues: TranslationIssue[] = [];
  if (runs('SYNTAX')) {
    for (const text of texts) {
      const error = syntaxErrorOf(text);
      if (error) {
        issues.push(issue('SYNTAX', error));
        break;
      }
    }
  }
  if (options.plural && runs('PLURAL_FORM_MISSING')) {
    const forms: Record<string, string> = value.forms ?? {};
    const missing = pluralCategoriesOf(options.language).filter(
      (category) => category !== 'zero' && !forms[category],
    );
    if (missing.length > 0)
      issues.push(issue('PLURAL_FORM_MISSING', `Plural forms missing: ${missing.join(', ')}.`));
  }
  const baseTexts = textsOf(options.base);
  if (options.base && baseTexts.length > 0 && (runs('PLACEHOLDER_MISSING') || runs('PLACEHOLDER_UNKNOWN'))) {
    const expected = new Set(baseTexts.flatMap(placeholdersOf));
    const present = new Set(texts.flatMap(placeholdersOf));
    const missing = [...expected].filter((token) => !present.has(token));
    const unknown = [...present].filter((token) => !expected.has(token));
    if (missing.length > 0 && runs('PLACEHOLDER_MISSING')) {
      issues.push(issue('PLACEHOLDER_MISSING', `Missing from the base text: ${missing.join(', ')}.`));
    }
    if (unknown.length > 0 && runs('PLACEHOLDER_UNKNOWN'))
      issues.push(issue('PLACEHOLDER_UNKNOWN', `Not in the base text: ${unknown.join(', ')}.`));
  }
  if (runs('LENGTH')) {
    for (const text of texts) {
      const long = tooLong(text, options.maxLength);
      if (long) {
        issues.push(issue('LENGTH', long));
        break;
      }
    }
  }
  const pairs = pairsOf(value, options.base);
  for (const [code, check] of PAIR_CHECKS) {
    if (!runs(code)) continue;
    for (const [text, base] of pairs) {
      // The base language's own value is only checked for what needs no base: its tags' balance.
      if (base === null && code !== 'TAG_MISMATCH') continue;
      const message = check(text, base as string, options.language);
      if (message) {
        issues.push(issue(code, message));
        break;
      }
    }
  }
  const glossary = options.glossary;
  if (glossary && glossary.size > 0) {
    const termChecks: readonly [IssueCode, PairCheck][] = [
      ['TERM_MISSING', (text, base, language) => termMissing(text, base, language, glossary)],
      ['TERM_FORBIDDEN', (text, _base, language) => termForbidden(text, language, glossary)],
      ['TERM_NOT_KEPT', (text, base) => termNotKept(text, base, glossary)],
    ];
    // The base language's own value is not checked against its glossary.
    for (const [code, check] of termChecks) {
      if (!runs(code)) continue;
      for (const [text, base] of pairs) {
        if (base === null) continue;
        const message = check(text, base, options.language);
        if (message) {
          issues.push(issue(code, message));
          break;
        }
      }
    }
  }
  return issues;
}
