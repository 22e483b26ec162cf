import { type PoEntry, po } from 'gettext-parser';
import { TranslationFileError } from '../file-error.ts';
import type { ExchangeEntry, ExchangeFile, PluralForms } from './exchange-types.ts';
import { gettextPluralsOf } from './gettext-plural-forms.ts';
import { PROJECT_HEADER } from './po-writer.ts';

function entryOf(context: string, entry: PoEntry, categories: readonly string[]): ExchangeEntry {
  if (entry.msgid_plural === undefined) {
    return { name: context, plural: false, source: entry.msgid, target: entry.msgstr[0] ?? '' };
  }
  const target: PluralForms = {};
  for (const [index, category] of categories.entries()) {
    target[category as keyof PluralForms] = entry.msgstr[index] ?? '';
  }
  return { name: context, plural: true, source: { one: entry.msgid, other: entry.msgid_plural }, target };
}

/** Reads a PO file Verba wrote (and Poedit or an agency filled): one entry per `msgctxt`. */
export function readPo(text: string): ExchangeFile {
  let document: ReturnType<typeof po.parse>;
  try {
    document = po.parse(text, { validation: true });
  } catch (error) {
    throw new TranslationFileError(`This PO file cannot be read: ${(error as Error).message}`);
  }
  const language = document.headers.Language?.trim() || null;
  const { categories } = gettextPluralsOf(language ?? 'en');
  const entries: ExchangeEntry[] = [];
  for (const [context, byId] of Object.entries(document.translations)) {
    for (const entry of Object.values(byId)) {
      // The header, and entries without a context, which Verba never writes.
      if (entry.msgctxt === undefined || context === '') continue;
      entries.push(entryOf(context, entry, categories));
    }
  }
  return {
    format: 'po',
    projectId: document.headers[PROJECT_HEADER]?.trim() || null,
    targetLanguage: language,
    entries,
  };
}
