import { type TranslationIssue, translationIssues } from '@verba/formats';

// Pure, so the import thread counts the issues of the values it plans without the database code.

type StoredValue = { language: string; text: string | null; forms: Record<string, string> | null };

/** The issues of one stored value, compared with the base language's value of the same key. */
export function issuesOf(
  value: StoredValue,
  key: { plural: boolean },
  baseLanguage: string,
  base: StoredValue | undefined,
): TranslationIssue[] {
  return translationIssues(value, {
    language: value.language,
    plural: key.plural,
    base: value.language === baseLanguage ? null : (base ?? { text: null }),
  });
}

/** The issue count of a value being written, for its row. */
export function issueCountOf(
  value: StoredValue,
  key: { plural: boolean },
  baseLanguage: string,
  base: StoredValue | undefined,
): number {
  return issuesOf(value, key, baseLanguage, base).length;
}
