import { type Glossary, PLURAL_CATEGORIES } from '@verba/formats';
import type { CheckRules } from '../checks/check-rules.ts';
import { shownIssues } from '../checks/shown-issues.ts';
import type { translations } from '../db/schema.ts';
import { type CheckedKey, issuesOf } from './value-issues.ts';

export type StoredTranslation = typeof translations.$inferSelect;
export type TranslationState = StoredTranslation['state'];
export type ValueOrigin = NonNullable<StoredTranslation['origin']>;

/** A value that was never written: EMPTY, version 0. */
export const emptyTranslation = (keyId: string, language: string): StoredTranslation => ({
  keyId,
  language,
  text: null,
  forms: null,
  state: 'EMPTY',
  origin: null,
  outdated: false,
  issueCodes: [],
  dismissedCodes: [],
  version: 0,
  updatedBy: null,
  updatedAt: new Date(0),
});

/** The value fields that history and VERSION_CONFLICT carry. */
export function valueFields(row: StoredTranslation, plural: boolean) {
  return plural ? { forms: row.forms ?? {}, state: row.state } : { text: row.text ?? '', state: row.state };
}

/**
 * A translation as GraphQL answers it, its issues as the project's check rules show them. Every
 * write stores the value's issue codes (issueCodesOf, recomputeIssues, imports), so a value stored
 * clean is not checked again, and one with issues runs only its stored codes' checks, for their
 * messages: all of them, on 3,000 values with issues, took ~50 ms of an editor page.
 */
export function translationView(
  row: StoredTranslation,
  key: CheckedKey,
  baseLanguage: string,
  base: StoredTranslation | undefined,
  rules: CheckRules,
  glossary: Glossary | null,
) {
  const forms = row.forms ?? {};
  return {
    language: row.language,
    text: key.plural ? null : row.text,
    forms: key.plural
      ? PLURAL_CATEGORIES.filter((category) => forms[category]).map((category) => ({
          category,
          text: forms[category] as string,
        }))
      : null,
    state: row.state,
    origin: row.state === 'EMPTY' ? null : row.origin,
    outdated: row.outdated,
    version: row.version,
    updatedAt: row.version === 0 ? null : row.updatedAt.toISOString(),
    issues:
      row.issueCodes.length === 0
        ? []
        : shownIssues(
            issuesOf(row, key, baseLanguage, base, glossary, new Set(row.issueCodes)),
            row.dismissedCodes,
            rules,
          ),
  };
}

export type TranslationView = ReturnType<typeof translationView>;
