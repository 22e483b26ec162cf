import { unzipSync, zipSync } from 'fflate';

/** The export's entries, `{language}/{group name}.json`, as bytes. */
export function readZip(bytes: Uint8Array): Map<string, Uint8Array> {
  return new Map(Object.entries(unzipSync(bytes)));
}

/** One import of many files: entries `{language}/{group}.json`, a layout every import reads. */
export function writeZip(entries: ReadonlyMap<string, Uint8Array>): Uint8Array {
  return zipSync(Object.fromEntries(entries));
}
