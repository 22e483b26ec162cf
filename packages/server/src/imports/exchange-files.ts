import { DEFAULT_FILE_SHAPE, TranslationFileError, tagOfSpelling } from '@verba/formats';
import { type ExchangeEntry, readExchange } from '@verba/formats/exchange';
import type { ImportFile } from './import-files.ts';
import { invalidFile } from './import-limits.ts';

/** An exchange file brought back (aids contract): where it goes, and whether a changed source is skipped. */
export interface ExchangeUpload {
  kind: 'exchange';
  body: Uint8Array;
  /** The project it is uploaded to: a file that names another is refused. */
  projectId: string;
  /** The `language` of the query, for a file that names no target language. */
  language: string | null;
  force: boolean;
}

export interface ExchangeImport {
  entries: ExchangeEntry[];
  /** `?force=1`: a unit whose source changed since the export is written all the same. */
  force: boolean;
}

export type ExchangeImportFile = ImportFile & { exchange: ExchangeImport };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads an exchange file into one file of the import. Its groups are found against the project's
 * in the plan (a group and a key may both hold a `/`), so it names none yet.
 */
export function exchangeFileOf(upload: ExchangeUpload): ExchangeImportFile {
  let text: string;
  try {
    text = utf8.decode(upload.body);
  } catch {
    throw invalidFile('exchange', 'This file is not UTF-8 text.');
  }
  let file: ReturnType<typeof readExchange>;
  try {
    file = readExchange(text);
  } catch (error) {
    if (error instanceof TranslationFileError) throw invalidFile('exchange', error.message);
    throw error;
  }
  const path = `${file.targetLanguage ?? upload.language ?? 'exchange'}.${file.format === 'po' ? 'po' : 'xlf'}`;
  if (file.projectId !== null && file.projectId !== upload.projectId) {
    throw invalidFile(path, 'This file was exported from another project; upload it to that project.');
  }
  const written = file.targetLanguage ?? upload.language;
  if (!written) {
    throw invalidFile(path, 'The file names no target language; add ?language= to the upload.');
  }
  const language = tagOfSpelling(written);
  if (!language) throw invalidFile(path, `“${written.slice(0, 50)}” is not a language tag.`);
  if (upload.language !== null && tagOfSpelling(upload.language) !== language) {
    throw invalidFile(path, `The file is for ${language}, not ${upload.language.slice(0, 50)}.`);
  }
  return {
    path,
    language,
    spelling: language,
    group: '',
    text: '',
    shape: DEFAULT_FILE_SHAPE,
    exchange: { entries: file.entries, force: upload.force },
  };
}

/** Every group an entry's `group/key` may name: each part before a `/`. */
export function candidateGroups(entries: readonly ExchangeEntry[]): string[] {
  const names = new Set<string>();
  for (const { name } of entries) {
    for (let slash = name.indexOf('/'); slash > 0; slash = name.indexOf('/', slash + 1)) {
      names.add(name.slice(0, slash));
    }
  }
  return [...names];
}
