import { placeholdersOf, syntaxErrorOf } from './placeholders.ts';
import { type PluralCategory, pluralCategoriesOf } from './plural-categories.ts';

export type IssueCode = 'PLACEHOLDER_MISSING' | 'PLACEHOLDER_UNKNOWN' | 'PLURAL_FORM_MISSING' | 'SYNTAX';

export interface TranslationIssue {
  code: IssueCode;
  message: string;
}

/** A value as stored: `text` for a singular key, `forms` (category to text) for a plural one. */
export interface TranslationValue {
  text?: string | null;
  forms?: Partial<Record<PluralCategory, string>> | Record<string, string> | null;
}

const textsOf = (value: TranslationValue | null | undefined): string[] =>
  value ? [value.text ?? '', ...Object.values(value.forms ?? {})].filter((text) => text !== '') : [];

/**
 * The warnings of one value (they never block a save). `base` is the base language's value, or
 * null when this value is the base itself; an empty value has no issues.
 */
export function translationIssues(
  value: TranslationValue,
  options: { language: string; plural: boolean; base: TranslationValue | null },
): TranslationIssue[] {
  const texts = textsOf(value);
  if (texts.length === 0) return [];
  const issues: TranslationIssue[] = [];
  for (const text of texts) {
    const error = syntaxErrorOf(text);
    if (error) {
      issues.push({ code: 'SYNTAX', message: error });
      break;
    }
  }
  if (options.plural) {
    const forms: Record<string, string> = value.forms ?? {};
    const missing = pluralCategoriesOf(options.language).filter(
      (category) => category !== 'zero' && !forms[category],
    );
    if (missing.length > 0) {
      issues.push({ code: 'PLURAL_FORM_MISSING', message: `Plural forms missing: ${missing.join(', ')}.` });
    }
  }
  const baseTexts = textsOf(options.base);
  if (options.base && baseTexts.length > 0) {
    const expected = new Set(baseTexts.flatMap(placeholdersOf));
    const present = new Set(texts.flatMap(placeholdersOf));
    const missing = [...expected].filter((token) => !present.has(token));
    const unknown = [...present].filter((token) => !expected.has(token));
    if (missing.length > 0) {
      issues.push({
        code: 'PLACEHOLDER_MISSING',
        message: `Missing from the base text: ${missing.join(', ')}.`,
      });
    }
    if (unknown.length > 0) {
      issues.push({ code: 'PLACEHOLDER_UNKNOWN', message: `Not in the base text: ${unknown.join(', ')}.` });
    }
  }
  return issues;
}
