import { type PoDocument, type PoEntry, po } from 'gettext-parser';
import { type ExchangeDocument, type ExchangeKey, projectMarker } from './exchange-types.ts';
import { gettextPluralsOf } from './gettext-plural-forms.ts';

/** The PO header that names the project the file came from. */
export const PROJECT_HEADER = 'X-Verba-Project';

function entryOf(key: ExchangeKey, categories: readonly string[]): PoEntry {
  const entry: PoEntry = key.plural
    ? {
        msgctxt: `${key.group}/${key.name}`,
        msgid: key.source.one ?? key.source.other ?? '',
        msgid_plural: key.source.other ?? '',
        msgstr: categories.map((category) => key.target?.[category as keyof typeof key.target] ?? ''),
      }
    : { msgctxt: `${key.group}/${key.name}`, msgid: key.source, msgstr: [key.target ?? ''] };
  if (key.description) entry.comments = { extracted: key.description };
  return entry;
}

/**
 * PO for one target language: an entry per key with `msgctxt` `group/key`; a plural key as a
 * gettext plural entry, its `msgstr[n]` in the order of the language's `Plural-Forms`.
 */
export function writePo(document: ExchangeDocument): string {
  const plurals = gettextPluralsOf(document.targetLanguage);
  const translations: PoDocument['translations'] = {
    '': { '': { msgid: '', msgstr: [''] } },
  };
  for (const key of document.keys) {
    const entry = entryOf(key, plurals.categories);
    const context = entry.msgctxt as string;
    translations[context] = { ...translations[context], [entry.msgid]: entry };
  }
  return po
    .compile(
      {
        charset: 'utf-8',
        headers: {
          'Project-Id-Version': projectMarker(document.projectId),
          Language: document.targetLanguage,
          'MIME-Version': '1.0',
          'Content-Type': 'text/plain; charset=UTF-8',
          'Content-Transfer-Encoding': '8bit',
          'Plural-Forms': plurals.header,
          [PROJECT_HEADER]: document.projectId,
          'X-Source-Language': document.sourceLanguage,
        },
        translations,
      },
      { foldLength: 0 },
    )
    .toString('utf8');
}
