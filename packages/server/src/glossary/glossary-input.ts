import { glossaryLimits, PROJECT_LANGUAGES_MAX } from '@verba/contract';
import type { StoredTermTranslation } from '../db/schema.ts';
import { badInput, checkTag } from '../workspace/workspace-rules.ts';

/** GlossaryTermInput of the aids contract. */
export interface GlossaryTermInput {
  term: string;
  description?: string | null;
  caseSensitive?: boolean | null;
  doNotTranslate?: boolean | null;
  translations?:
    | readonly { language: string; text?: string | null; forbidden?: readonly string[] | null }[]
    | null;
}

/** A term as stored, checked and trimmed. */
export interface CheckedTerm {
  term: string;
  description: string | null;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  translations: StoredTermTranslation[];
}

// C0, DEL and C1 control characters: a term is one line of text.
const controlCharacter = /\p{Cc}/u;

function checkPhrase(text: string, field: string, max: number, what: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > max) {
    throw badInput(field, `${what} has 1 to ${max} characters.`);
  }
  if (controlCharacter.test(trimmed))
    throw badInput(field, `${what} is one line without control characters.`);
  return trimmed;
}

const fold = (text: string) => text.toLowerCase();

/**
 * Checks a term against the contract's limits: the term 1..200 characters, the description at
 * most 2000, each language once and not the base language (the term itself is the base's), a
 * translation 1..200 characters, at most 20 forbidden variants a language, each once.
 */
export function checkTermInput(input: GlossaryTermInput, baseLanguage: string): CheckedTerm {
  const term = checkPhrase(input.term, 'term', glossaryLimits.term, 'A term');
  const description = input.description?.trim() ? input.description.trim() : null;
  if (description !== null && description.length > glossaryLimits.description) {
    throw badInput('description', `A description has at most ${glossaryLimits.description} characters.`);
  }
  if ((input.translations?.length ?? 0) >= PROJECT_LANGUAGES_MAX) {
    throw badInput(
      'translations',
      `A term has at most ${PROJECT_LANGUAGES_MAX - 1} translations (a project's languages).`,
    );
  }
  const seen = new Set<string>();
  const translations: StoredTermTranslation[] = [];
  for (const [index, translation] of (input.translations ?? []).entries()) {
    const language = checkTag(translation.language, 'translations', index);
    if (language === baseLanguage) {
      throw badInput('translations', `${language} is the base language: the term itself is its text.`, index);
    }
    if (seen.has(language)) throw badInput('translations', `${language} is given twice.`, index);
    seen.add(language);
    const text = translation.text?.trim()
      ? checkPhrase(translation.text, 'translations', glossaryLimits.translation, 'A translation')
      : null;
    const forbidden: string[] = [];
    for (const variant of translation.forbidden ?? []) {
      const checked = checkPhrase(variant, 'translations', glossaryLimits.translation, 'A forbidden variant');
      if (checked.includes('|')) {
        throw badInput(
          'translations',
          'A forbidden variant cannot hold “|” (the CSV separates them with it).',
          index,
        );
      }
      if (forbidden.some((other) => fold(other) === fold(checked))) continue;
      if (text !== null && fold(text) === fold(checked)) {
        throw badInput('translations', `“${checked}” is the translation: it cannot be forbidden too.`, index);
      }
      forbidden.push(checked);
    }
    if (forbidden.length > glossaryLimits.forbiddenPerLanguage) {
      throw badInput(
        'translations',
        `A language has at most ${glossaryLimits.forbiddenPerLanguage} forbidden variants.`,
        index,
      );
    }
    if (text !== null || forbidden.length > 0) translations.push({ language, text, forbidden });
  }
  translations.sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0));
  return {
    term,
    description,
    caseSensitive: input.caseSensitive ?? false,
    doNotTranslate: input.doNotTranslate ?? false,
    translations,
  };
}
