import {
  type FileShape,
  type I18nextFile,
  type ReadOptions,
  readI18next,
  TranslationFileError,
} from '@verba/formats';
import { DomainError } from '../errors.ts';
import { cleanName } from '../projects/input-rules.ts';
import type { ExchangeImport } from './exchange-files.ts';
import { type FileTarget, targetsOf } from './file-layout.ts';
import { importLimits, invalidFile } from './import-limits.ts';
import type { UploadedFile } from './zip-reader.ts';

/**
 * One file of an import, placed: its group (by name), language, text and detected shape. Its key
 * names depend on the group's naming (structure, separator), known only against the project, so
 * the plan reads the text again with it (readFile).
 */
export interface ImportFile {
  path: string;
  language: string;
  /** The language as the path writes it (`de_DE`); files packed before spellings were kept lack it. */
  spelling: string;
  group: string;
  text: string;
  shape: FileShape;
  /** An XLIFF or PO file brought back: its entries, planned against the project's keys. */
  exchange?: ExchangeImport;
}

/** Reads a file of the import; an unreadable one refuses the whole upload (INVALID_FILE, naming the path). */
export function readFile(file: Pick<ImportFile, 'path' | 'text'>, naming?: ReadOptions): I18nextFile {
  try {
    return readI18next(file.text, naming);
  } catch (error) {
    if (!(error instanceof TranslationFileError)) throw error;
    const details: Record<string, unknown> = error.paths.length > 0 ? { paths: error.paths } : {};
    if (error.line !== undefined) details.line = error.line;
    throw invalidFile(file.path, error.message, details);
  }
}

// The loosest naming a group can have: only the same name twice collides, so a file is not refused
// here for a nested collision its group's naming may not have.
const loosest: ReadOptions = { structure: 'FLAT', keySeparator: '.' };

function groupName(path: string, name: string): string {
  try {
    return cleanName(name);
  } catch (error) {
    if (error instanceof DomainError)
      throw invalidFile(path, `“${name.slice(0, 50)}” cannot be a group name: ${error.message}`);
    throw error;
  }
}

/** Reads every file and places it; two files for one group and language are refused. */
export function importFilesOf(
  files: readonly UploadedFile[],
  targets = targetsOf(files.map((file) => file.path)),
) {
  const languages = new Set(targets.map((target) => target.language));
  if (languages.size > importLimits.languages) {
    throw invalidFile(
      'upload.zip',
      `The archive holds files of ${languages.size} languages; an import has at most ${importLimits.languages}.`,
    );
  }
  const placed = new Map<string, string>();
  return files.map((file, index): ImportFile => {
    const target = targets[index] as FileTarget;
    const group = groupName(file.path, target.group);
    const slot = `${target.language} ${group.toLowerCase()}`;
    const other = placed.get(slot);
    if (other !== undefined) {
      throw invalidFile(
        file.path,
        `This file and ${other} are both ${target.language} of the group “${group}”.`,
      );
    }
    placed.set(slot, file.path);
    const { shape } = readFile(file, loosest);
    return {
      path: file.path,
      language: target.language,
      spelling: target.spelling,
      group,
      text: file.text,
      shape,
    };
  });
}
