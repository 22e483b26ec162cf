import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Database } from '../db/database.ts';
import { type ExportGroup, type ExportOptions, languageFiles } from './export-service.ts';

/**
 * A zip of `{language}/{group}.json` entries, written language by language into a stream as it
 * is read: memory holds one language's files, not the project's.
 */
export function exportZip(
  db: Database,
  groups: readonly ExportGroup[],
  languages: readonly string[],
  options: ExportOptions,
): Readable {
  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      stream.destroy(error);
      return;
    }
    stream.write(chunk);
    if (final) stream.end();
  });
  void (async () => {
    for (const language of languages) {
      const files = await languageFiles(db, groups, language, options);
      for (const [group, text] of files) {
        const entry = new ZipDeflate(`${language}/${group.name}.json`, { level: 6 });
        zip.add(entry);
        entry.push(strToU8(text), true);
      }
    }
    zip.end();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
