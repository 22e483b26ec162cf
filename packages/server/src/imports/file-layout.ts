import { canonicalTag } from '../workspace/workspace-rules.ts';
import { invalidFile } from './import-limits.ts';

export interface FileTarget {
  language: string;
  group: string;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The canonical tag when `segment` names a known language (`en`, `pt-BR`, `pt_BR`), else null.
 * Syntax alone is not enough: "common" and "errors" are well-formed tags of no language.
 */
export function languageOf(segment: string): string | null {
  const tag = canonicalTag(segment.replace(/_/g, '-'));
  if (!tag) return null;
  try {
    return languageNames.of(tag.split('-')[0] as string) === undefined ? null : tag;
  } catch {
    return null;
  }
}

type Layout = 'language/group' | 'group/language' | 'group.language';

function candidates(path: string): Map<Layout, FileTarget> {
  const found = new Map<Layout, FileTarget>();
  const segments = path.replace(/\.json$/i, '').split('/');
  const file = segments[segments.length - 1] as string;
  const folder = segments[segments.length - 2];
  if (folder !== undefined) {
    const folderLanguage = languageOf(folder);
    const fileLanguage = languageOf(file);
    if (folderLanguage && file) found.set('language/group', { language: folderLanguage, group: file });
    if (fileLanguage && folder) found.set('group/language', { language: fileLanguage, group: folder });
  }
  const dot = file.lastIndexOf('.');
  const dottedLanguage = dot > 0 ? languageOf(file.slice(dot + 1)) : null;
  if (dottedLanguage) found.set('group.language', { language: dottedLanguage, group: file.slice(0, dot) });
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
