import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { tagOfSpelling } from '@verba/formats';

/** Folders a repository's translations are never in; walking them would only take time. */
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', 'out', 'vendor', 'target']);
const MAX_DEPTH = 6;

interface Candidate {
  /** The folder holding the language folders, relative to the root with `/` ('' for the root). */
  folder: string;
  languages: number;
  depth: number;
}

/**
 * The `files` pattern of the i18next folders in a repository: the folder with the most language
 * folders (`en`, `de_DE`, `pt-br`) that hold JSON files, as `locales/{language}/{group}.json` or
 * `public/locales/...`; the shallower one on a tie. Null when there is none.
 */
export async function detectFilesPattern(root: string): Promise<string | null> {
  const candidates: Candidate[] = [];
  const walk = async (folder: string, depth: number): Promise<void> => {
    const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
    const folders = entries.filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('.') && !SKIPPED.has(entry.name),
    );
    let languages = 0;
    for (const entry of folders) {
      if (tagOfSpelling(entry.name) !== null && (await holdsJson(join(root, folder, entry.name))))
        languages++;
    }
    if (languages > 0) candidates.push({ folder, languages, depth });
    if (depth >= MAX_DEPTH) return;
    for (const entry of folders) await walk(folder ? `${folder}/${entry.name}` : entry.name, depth + 1);
  };
  await walk('', 0);
  const best = candidates.sort((a, b) => b.languages - a.languages || a.depth - b.depth)[0];
  if (!best) return null;
  return `${best.folder ? `${best.folder}/` : ''}{language}/{group}.json`;
}

async function holdsJson(folder: string): Promise<boolean> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile() && entry.name.endsWith('.json'));
}
