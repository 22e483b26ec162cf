import { type FileEntry, FileFormatError, joinPlurals, readI18nextPairs } from '@verba/formats';
import { DomainError } from '../errors.ts';
import { cleanName } from '../projects/input-rules.ts';
import { targetsOf } from './file-layout.ts';
import { invalidFile } from './import-limits.ts';
import type { UploadedFile } from './zip-reader.ts';

/** One file of an import, read and placed: its group (by name), language and keys. */
export interface ImportFile {
  path: string;
  language: string;
  group: string;
  entries: FileEntry[];
  /** Names given twice in the file (nested `a.b` beside flat `"a.b"`): the first one is kept. */
  duplicates: string[];
}

function readEntries(file: UploadedFile): Pick<ImportFile, 'entries' | 'duplicates'> {
  let pairs: [string, string][];
  try {
    pairs = readI18nextPairs(file.text);
  } catch (error) {
    if (!(error instanceof FileFormatError)) throw error;
    throw invalidFile(file.path, error.message, error.line === undefined ? {} : { line: error.line });
  }
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const unique = pairs.filter(([name]) => {
    if (!seen.has(name)) return seen.add(name);
    duplicates.push(name);
    return false;
  });
  return { entries: joinPlurals(unique), duplicates };
}

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
  const placed = new Map<string, string>();
  return files.map((file, index): ImportFile => {
    const target = targets[index] as { language: string; group: string };
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
    return { path: file.path, language: target.language, group, ...readEntries(file) };
  });
}
