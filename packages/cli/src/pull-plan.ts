import { readFile } from 'node:fs/promises';
import type { CommandContext } from './command-context.ts';
import { keepLocalKeys } from './kept-keys.ts';
import { pathOf, selected } from './local-files.ts';
import { exportFiles } from './remote.ts';
import { isSafeName, pathUnder, unsafeName } from './safe-paths.ts';

export interface PulledFile {
  /** Relative to the config's folder. */
  path: string;
  status: 'new' | 'changed' | 'unchanged';
  bytes: Uint8Array;
  /** Local keys the export does not hold, kept in the file (pull never deletes what it did not get). */
  kept: string[];
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * Every file the pattern names, with the export's bytes (plus the local keys it does not hold),
 * compared with the file on disk. Every entry is checked before the first write: one unsafe name
 * from the server stops the whole pull.
 */
export async function planPull({ config, api }: CommandContext): Promise<PulledFile[]> {
  const entries = await exportFiles(api, config.projectId);
  const files: PulledFile[] = [];
  for (const [entry, bytes] of entries) {
    const slash = entry.indexOf('/');
    if (slash < 0 || !entry.endsWith('.json')) continue;
    const language = entry.slice(0, slash);
    const group = entry.slice(slash + 1, -'.json'.length);
    if (!isSafeName(language) || !isSafeName(group)) throw unsafeName(entry);
    if (!selected(config, language, group)) continue;
    const path = pathOf(config, language, group);
    const current = await readFile(pathUnder(config.root, path)).catch(() => null);
    const merged = keepLocalKeys(bytes, current, language);
    const status = current === null ? 'new' : sameBytes(current, merged.bytes) ? 'unchanged' : 'changed';
    files.push({ path, status, ...merged });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
