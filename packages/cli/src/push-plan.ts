import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { KeyLimit, LanguageMatch } from '@verba/contract';
import { TranslationFileError } from '@verba/formats';
import type { CommandContext } from './command-context.ts';
import { CliError, EXIT } from './exit-codes.ts';
import { type KeyChange, keyChanges } from './key-diff.ts';
import { listLocalFiles } from './local-files.ts';
import { isRefusal } from './refused-keys.ts';
import { exportFiles, type Import, type ImportFile, uploadImport } from './remote.ts';
import { writeZip } from './zip.ts';

export interface PushedFile extends ImportFile {
  /** The local path (the import's own path is its zip entry). */
  localPath: string;
  keyChanges: KeyChange[];
}

export interface PushPreview {
  importId: string;
  files: PushedFile[];
  newGroups: string[];
  newLanguages: string[];
  /** The file codes that are not project languages, and where the push sends each (the preview's default). */
  languageMatches: LanguageMatch[];
  /** The owner's key limit against the keys the push adds. */
  keyLimit: KeyLimit;
}

/** Whether applying would write anything: new keys or values, or (with overwrite) changed values. */
export function pushWrites(preview: PushPreview, overwrite: boolean): boolean {
  return (
    preview.newGroups.length > 0 ||
    preview.files.some((file) => file.added > 0 || (overwrite && file.changed > 0))
  );
}

/**
 * Uploads the local files as one import and answers its preview, each file with its keys that
 * differ from the export. Every file is read first: a file that is not i18next JSON stops the
 * push before anything is sent.
 */
export async function previewPush({ config, api }: CommandContext): Promise<PushPreview> {
  const local = await listLocalFiles(config);
  if (local.length === 0) {
    throw new CliError(`The pattern "${config.files}" matches no files under ${config.root}.`, EXIT.usage);
  }
  const entries = new Map<string, Uint8Array>();
  const byEntry = new Map<string, { path: string; bytes: Uint8Array }>();
  for (const file of local) {
    const bytes = await readFile(join(config.root, file.path));
    try {
      keyChanges(bytes, undefined);
    } catch (error) {
      if (!(error instanceof TranslationFileError)) throw error;
      throw new CliError(`${file.path}: ${error.message}`, EXIT.differences, 'INVALID_FILE');
    }
    const entry = `${file.language}/${file.group}.json`;
    entries.set(entry, bytes);
    byEntry.set(entry, { path: file.path, bytes });
  }
  const created: Import = await uploadImport(api, config.projectId, writeZip(entries));
  const remote = await exportFiles(api, config.projectId);
  const files = created.files.map((file) => {
    // The import's path is the zip entry, `{language}/{group}.json` spelled as the local file is;
    // the export writes the language as the project keeps it (`de_DE` where the file says `de-de`).
    const source = byEntry.get(file.path);
    const exported = file.spelling ? file.path.replace(/^[^/]+/, file.spelling) : file.path;
    // A key Verba refuses is reported once as refused, never also as one the push adds.
    const refused = new Set(file.issues.filter((issue) => isRefusal(issue.code)).map((issue) => issue.key));
    const changes = source ? keyChanges(source.bytes, remote.get(exported)) : [];
    return {
      ...file,
      localPath: source?.path ?? file.path,
      keyChanges: changes.filter((change) => !refused.has(change.key)),
    };
  });
  return {
    importId: created.id,
    files,
    newGroups: created.newGroups,
    newLanguages: created.newLanguages,
    languageMatches: created.languageMatches,
    keyLimit: created.keyLimit,
  };
}
