import { type Glossary, type TranslationIssue, translationIssues } from '@verba/formats';

// Pure, so the import thread finds the issues of the values it plans without the database code.

type StoredValue = { language: string; text: string | null; forms: Record<string, string> | null };

/** What of a key the checks read: its plural switch and its LENGTH limit. */
export type CheckedKey = { plural: boolean; maxLength?: number | null };

/**
 * The issues of one stored value, compared with the base language's value of the same key and
 * the project's glossary (the TERM_* checks; null finds none); with `only`, of those checks alone.
 */
export function issuesOf(
  value: StoredValue,
  key: CheckedKey,
  baseLanguage: string,
  base: StoredValue | undefined,
  glossary: Glossary | null,
  only?: ReadonlySet<string>,
): TranslationIssue[] {
  return translationIssues(value, {
    language: value.language,
    plural: key.plural,
    base: value.language === baseLanguage ? null : (base ?? { text: null }),
    maxLength: key.maxLength,
    glossary,
    only,
  });
}

/** The codes of the checks a value being written fails, for its row (every check, enabled or not). */
export function issueCodesOf(
  value: StoredValue,
  key: CheckedKey,
  baseLanguage: string,
  base: StoredValue | undefined,
  glossary: Glossary | null,
): string[] {
  return issuesOf(value, key, baseLanguage, base, glossary).map((issue) => issue.code);
}
