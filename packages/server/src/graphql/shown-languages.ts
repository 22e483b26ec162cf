import type { ProjectLanguage } from '../workspace/project-languages.ts';
import { canonicalTag } from '../workspace/workspace-rules.ts';

// Both keyed by arrays that live as long as their request: a variable's value, which every key of
// a page shares, and the loader's list of the project's languages.
const canonical = new WeakMap<readonly string[], string[]>();
const shown = new WeakMap<readonly ProjectLanguage[], Map<readonly string[] | null, ShownLanguages>>();

/** The `languages` argument in canonical spelling; null without one. ICU once per page, not per key. */
export function askedLanguages(languages: readonly string[] | null | undefined): string[] | null {
  if (!languages) return null;
  let tags = canonical.get(languages);
  if (!tags) {
    tags = languages.map((tag) => canonicalTag(tag)).filter((tag): tag is string => tag !== null);
    canonical.set(languages, tags);
  }
  return tags;
}

export interface ShownLanguages {
  base: string;
  /** The project's languages asked for (all without `languages`), in project order. */
  tags: string[];
}

/** Which languages Key.translations answers: the contract ignores tags that are not the project's. */
export function shownLanguages(
  projectLanguages: readonly ProjectLanguage[],
  asked: readonly string[] | null,
): ShownLanguages {
  let byAsked = shown.get(projectLanguages);
  if (!byAsked) {
    byAsked = new Map();
    shown.set(projectLanguages, byAsked);
  }
  let languages = byAsked.get(asked);
  if (!languages) {
    const wanted = asked ? new Set(asked) : null;
    languages = {
      base: projectLanguages.find((language) => language.isBase)?.tag ?? '',
      tags: projectLanguages.filter(({ tag }) => !wanted || wanted.has(tag)).map(({ tag }) => tag),
    };
    byAsked.set(asked, languages);
  }
  return languages;
}
