import type { ApplyOptions, LanguageMatch } from '@verba/contract';
import { languageSubtagOf, tagOfSpelling } from '@verba/formats';
import { DomainError } from '../errors.ts';
import type { ImportFile } from './import-files.ts';

/** Where an import's files go once each code that is not a project language is decided. */
export interface ResolvedLanguages {
  /** The files, a mapped code's carrying its project language and the code as its spelling. */
  files: ImportFile[];
  matches: LanguageMatch[];
  /** The tags the apply adds as languages. */
  added: Set<string>;
  /** The project languages a mapped code spells from now on (`en` → `en_US`). */
  mapped: Map<string, string>;
}

const byPath = (a: ImportFile, b: ImportFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

const invalidDecision = (code: string, message: string) =>
  new DomainError('INVALID_INPUT', message, { field: `languages.${code}` });

/**
 * Each language of the files that is not a project language, by the code its first file (in path
 * order) writes: `MAP` to the one project language of the same language subtag (`en_US` → `en`)
 * unless the files hold that language too or another code goes there, else `ADD`; then the apply
 * body's decisions (translation contract, "Language matching"). A default ADD adds the language
 * only with `addLanguages`; a code the body decides ADD is added.
 */
export function resolveLanguages(
  projectLanguages: ReadonlySet<string>,
  files: readonly ImportFile[],
  options: ApplyOptions,
): ResolvedLanguages {
  const codes = new Map<string, string>();
  for (const file of [...files].sort(byPath)) {
    if (!projectLanguages.has(file.language) && !codes.has(file.language))
      codes.set(file.language, file.spelling ?? file.language);
  }
  const uploaded = new Set(files.map((file) => file.language));
  const candidates = new Map<string, string | null>();
  for (const tag of codes.keys()) {
    const same = [...projectLanguages].filter((known) => languageSubtagOf(known) === languageSubtagOf(tag));
    candidates.set(tag, same.length === 1 && !uploaded.has(same[0] as string) ? (same[0] as string) : null);
  }
  const targets = [...candidates.values()].filter((target) => target !== null);
  const matches = [...codes].map(([tag, code]): LanguageMatch => {
    const candidate = candidates.get(tag) ?? null;
    const shared = candidate !== null && targets.filter((target) => target === candidate).length > 1;
    return candidate !== null && !shared
      ? { code, language: candidate, action: 'MAP' }
      : { code, language: tag, action: 'ADD' };
  });
  const direct = new Set([...uploaded].filter((tag) => projectLanguages.has(tag)));
  const decided = decideLanguages(matches, projectLanguages, direct, options);
  const added = new Set<string>();
  const mapped = new Map<string, string>();
  for (const [tag, match] of decided) {
    const explicit = decisionOf(options, match.code, tag);
    if (match.action === 'ADD' && (explicit || options.addLanguages)) added.add(tag);
    if (match.action === 'MAP') mapped.set(match.language, match.code);
  }
  const resolved = files.flatMap((file): ImportFile[] => {
    const match = decided.get(file.language);
    if (match?.action === 'SKIP') return [];
    return [match?.action === 'MAP' ? { ...file, language: match.language, spelling: match.code } : file];
  });
  return { files: resolved, matches, added, mapped };
}

/** The apply body's decision for a code, written as the code (`en_US`) or as its tag (`en-US`). */
const decisionOf = (options: ApplyOptions, code: string, tag: string) =>
  options.languages?.[code] ?? options.languages?.[tag];

/** The tag a match stands for: a MAP's code read as a tag, else its own language. */
const tagOfMatch = (match: LanguageMatch) =>
  match.action === 'MAP' ? (tagOfSpelling(match.code) ?? match.code) : match.language;

/**
 * Each code's match once the apply body decided (by tag), refusing a decision for no code of the
 * preview, a MAP to no project language, and a MAP onto a language the files hold already or
 * another code goes to. `direct`: the project languages the files hold under their own codes.
 */
export function decideLanguages(
  matches: readonly LanguageMatch[],
  projectLanguages: ReadonlySet<string>,
  direct: ReadonlySet<string>,
  options: ApplyOptions,
): Map<string, LanguageMatch> {
  for (const code of Object.keys(options.languages ?? {})) {
    if (!matches.some((match) => code === match.code || code === tagOfMatch(match)))
      throw invalidDecision(code, `“${code}” is not a new language code of this import.`);
  }
  const decided = new Map<string, LanguageMatch>();
  const taken = new Set(direct);
  for (const match of matches) {
    const tag = tagOfMatch(match);
    const decision = decisionOf(options, match.code, tag);
    let result: LanguageMatch = match;
    if (decision && decision.action !== 'MAP')
      result = { code: match.code, language: tag, action: decision.action };
    else if (decision) {
      const language = decision.language ?? (match.action === 'MAP' ? match.language : undefined);
      if (language === undefined || !projectLanguages.has(language))
        throw invalidDecision(match.code, `“${match.code}” can be mapped only to a language of the project.`);
      result = { code: match.code, language, action: 'MAP' };
    }
    if (result.action === 'MAP') {
      if (taken.has(result.language))
        throw invalidDecision(
          match.code,
          `“${match.code}” cannot go to ${result.language}: the import holds files of ${result.language} already.`,
        );
      taken.add(result.language);
    }
    decided.set(tag, result);
  }
  return decided;
}
