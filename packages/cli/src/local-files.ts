import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { sameLanguage } from '@verba/formats';
import type { Config } from './config.ts';

/** A file of the team's repository that the `files` pattern names. */
export interface LocalFile {
  /** Relative to the config's folder, with `/`. */
  path: string;
  language: string;
  group: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the config's optional `languages` and `groups` let this file through. `de_DE` and
 * `de-de` are one language: the server keeps the team's spelling in paths, its tags are canonical.
 */
export function selected(config: Config, language: string, group: string): boolean {
  if (config.languages && !config.languages.some((wanted) => sameLanguage(wanted, language))) return false;
  if (config.groups && !config.groups.includes(group)) return false;
  return true;
}

/** Where the pattern puts a language's file of a group, relative to the config's folder. */
export function pathOf(config: Config, language: string, group: string): string {
  return config.files.replaceAll('{language}', language).replaceAll('{group}', group);
}

/** The files under the config's folder that the pattern names, in path order. */
export async function listLocalFiles(config: Config): Promise<LocalFile[]> {
  const pattern = config.files.replace(/^\.\//, '');
  const matcher = new RegExp(
    `^${escapeRegExp(pattern)
      .replace(escapeRegExp('{language}'), '(?<language>[^/]+?)')
      .replace(escapeRegExp('{group}'), '(?<group>[^/]+?)')
      .replaceAll(escapeRegExp('{language}'), '\\k<language>')
      .replaceAll(escapeRegExp('{group}'), '\\k<group>')}$`,
  );
  // Only the folder before the first placeholder is walked, not the whole repository.
  const fixed = pattern.slice(0, pattern.indexOf('{'));
  const start = join(config.root, fixed.slice(0, fixed.lastIndexOf('/') + 1));
  let names: string[];
  try {
    names = await readdir(start, { recursive: true });
  } catch {
    return [];
  }
  const files: LocalFile[] = [];
  for (const name of names) {
    const path = relative(config.root, join(start, name)).split(sep).join('/');
    const match = matcher.exec(path);
    const { language, group } = match?.groups ?? {};
    if (language && group && selected(config, language, group)) files.push({ path, language, group });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
