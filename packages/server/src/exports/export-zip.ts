import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Database } from '../db/database.ts';
import { withLongStatements } from '../db/statement-budget.ts';
import { type ExportGroup, type ExportOptions, groupFile } from './export-service.ts';
import { groupFileName } from './group-file-name.ts';

/** Resolves once the stream takes writes again, or has closed (a download given up). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * A zip of `{language}/{group}.json` entries (the language as the project spells it in paths,
 * `de_DE`; the group's name made safe as a file name), written into a stream one file at a time: memory
 * holds one file's values, and the next file is read only once the client has taken what was
 * written before, so a slow download does not pile the zip up in the server.
 */
export function exportZip(
  db: Database,
  groups: readonly ExportGroup[],
  languages: readonly string[],
  options: ExportOptions,
  spellings: ReadonlyMap<string, string> = new Map(),
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
      for (const group of groups) {
        if (stream.destroyed) return;
        // An export is work the user waits for: each file's statements have the long-work budget.
        const text = await withLongStatements(db, (session) =>
          groupFile(session, group.id, language, options),
        );
        const entry = new ZipDeflate(
          `${spellings.get(language) ?? language}/${groupFileName(group.name)}.json`,
          { level: 6 },
        );
        zip.add(entry);
        entry.push(strToU8(text), true);
        if (stream.writableNeedDrain) await drained(stream);
      }
    }
    zip.end();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
