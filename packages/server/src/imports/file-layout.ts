import { tagOfSpelling } from '@verba/formats';
import { groupNameOfFile } from '../exports/group-file-name.ts';
import { invalidFile } from './import-limits.ts';

export interface FileTarget {
  /** The canonical tag. */
  language: string;
  /** The language as the path writes it (`de_DE`), kept by the project for its exported paths. */
  spelling: string;
  group: string;
}

/** The canonical tag when `segment` names a known language (`en`, `pt-BR`, `pt_BR`), else null. */
export const languageOf = tagOfSpelling;

type Layout = 'language/group' | 'group/language' | 'group.language';

function candidates(path: string): Map<Layout, FileTarget> {
  const found = new Map<Layout, FileTarget>();
  const segments = path.replace(/\.json$/i, '').split('/');
  const file = segments[segments.length - 1] as string;
  const folder = segments[segments.length - 2];
  if (folder !== undefined) {
    const folderLanguage = languageOf(folder);
    const fileLanguage = languageOf(file);
    if (folderLanguage && file) {
      found.set('language/group', {
        language: folderLanguage,
        spelling: folder,
        group: groupNameOfFile(file),
      });
    }
    if (fileLanguage && folder) {
      found.set('group/language', { language: fileLanguage, spelling: file, group: groupNameOfFile(folder) });
    }
  }
  const dot = file.lastIndexOf('.');
  const dottedSpelling = file.slice(dot + 1);
  const dottedLanguage = dot > 0 ? languageOf(dottedSpelling) : null;
  if (dottedLanguage) {
    found.set('group.language', {
      language: dottedLanguage,
      spelling: dottedSpelling,
      group: groupNameOfFile(file.slice(0, dot)),
    });
  }
  return found;
}

const preference: Layout[] = ['language/group', 'group/language', 'group.language'];

/**
 * Where each file of a zip goes: `{language}/{group}.json`, `{group}/{language}.json` or
 * `{group}.{language}.json`, leading folders (`locales/`, `public/locales/`) ignored. A path that
 * fits two layouts (`de/it.json`) takes the layout most of the archive's files fit.
 */
export function targetsOf(paths: readonly string[]): FileTarget[] {
  const options = paths.map((path) => {
    if (!/\.json$/i.test(path)) throw invalidFile(path, 'Only .json files can be imported.');
    const found = candidates(path);
    if (found.size === 0) {
      throw invalidFile(
        path,
        'This path fits none of the layouts {language}/{group}.json, {group}/{language}.json, {group}.{language}.json, or names an unknown language.',
      );
    }
    return found;
  });
  const votes = new Map<Layout, number>();
  for (const found of options)
    for (const layout of found.keys()) votes.set(layout, (votes.get(layout) ?? 0) + 1);
  const ranked = [...preference].sort((a, b) => (votes.get(b) ?? 0) - (votes.get(a) ?? 0));
  return options.map((found) => {
    const layout = ranked.find((candidate) => found.has(candidate)) as Layout;
    return found.get(layout) as FileTarget;
  });
}
