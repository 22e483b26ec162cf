import type { ApiFailure } from '../result.ts';
import type {
  ActivityFieldsFragment,
  KeyFilter,
  KeyRowFieldsFragment,
  TranslationFieldsFragment,
  TranslationState,
} from './generated/graphql.ts';

export type EditorKey = KeyRowFieldsFragment;
export type EditorTranslation = TranslationFieldsFragment;
export type EditorActivity = ActivityFieldsFragment;

export { KEY_PAGE_SIZE } from '@verba/contract';
export type { KeyFilter, TranslationState };

/**
 * The stored value a VERSION_CONFLICT carries (`extensions.current`), so the editor can show it
 * beside the user's own text; null for any other failure.
 */
export function conflictingTranslation(failure: ApiFailure): EditorTranslation | null {
  if (failure.code !== 'VERSION_CONFLICT') return null;
  const current = failure.details?.current;
  if (!current || typeof current !== 'object') return null;
  const value = current as Partial<EditorTranslation>;
  if (typeof value.version !== 'number' || typeof value.language !== 'string') return null;
  return {
    __typename: 'Translation',
    language: value.language,
    text: value.text ?? null,
    forms: value.forms ? value.forms.map((form) => ({ ...form, __typename: 'PluralForm' as const })) : null,
    state: value.state ?? 'EMPTY',
    origin: value.origin ?? null,
    outdated: value.outdated ?? false,
    version: value.version,
    updatedAt: value.updatedAt ?? null,
    issues: (value.issues ?? []).map((issue) => ({ ...issue, __typename: 'TranslationIssue' as const })),
  };
}
