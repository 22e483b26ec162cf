import type { LanguageMatch } from '@verba/contract';
import type { Output } from './output.ts';
import type { PushPreview } from './push-plan.ts';
import { isRefusal, refusedKeys } from './refused-keys.ts';

/** Keys listed per file; the counts still say how many there are. */
const KEYS_SHOWN = 20;

const quoted = (text: string) => JSON.stringify(text);

/**
 * Prints what a push would change: per file the counts, its keys and its warnings; then each key
 * Verba refuses, once, with the reason.
 */
export function printPreview(output: Output, preview: PushPreview, overwrite: boolean): void {
  for (const file of preview.files) {
    const changes = file.keyChanges;
    const issues = file.issueCount ?? file.issues.length;
    output.info(
      `${file.localPath}: ${file.added} added, ${file.changed} changed, ${file.unchanged} unchanged, ${issues} ${issues === 1 ? 'issue' : 'issues'}`,
    );
    const lines: string[] = [];
    for (const change of changes.slice(0, KEYS_SHOWN)) {
      if (change.from === null) lines.push(`  + ${quoted(change.key)}: ${quoted(change.to)}`);
      else
        lines.push(
          `  ~ ${quoted(change.key)}: ${quoted(change.from)} -> ${quoted(change.to)}${overwrite ? '' : ' (kept: --overwrite replaces it)'}`,
        );
    }
    if (changes.length > KEYS_SHOWN) lines.push(`  … and ${changes.length - KEYS_SHOWN} more`);
    for (const issue of file.issues)
      if (!isRefusal(issue.code)) lines.push(`  ! ${quoted(issue.key)}: ${issue.message}`);
    if (lines.length > 0) output.info(lines.join('\n'));
  }
  printRefused(output, preview);
  if (preview.newGroups.length > 0) output.info(`New groups: ${preview.newGroups.join(', ')}`);
  if (preview.newLanguages.length > 0) output.info(`New languages: ${preview.newLanguages.join(', ')}`);
  printLanguageMatches(output, preview);
  printKeyLimit(output, preview);
  const kept = preview.files.reduce((sum, file) => sum + file.changed, 0);
  if (kept > 0 && !overwrite) {
    output.warn(
      `${kept} changed ${kept === 1 ? 'value stays' : 'values stay'} as in Verba; --overwrite replaces them.`,
    );
  }
}

/** Each refused key once: push, status and --json name the same keys with the same reason. */
export function printRefused(output: Output, preview: PushPreview): void {
  const refused = refusedKeys(preview);
  if (refused.length === 0) return;
  const lines = refused.map(
    ({ group, key, code, message, files }) =>
      `  ${quoted(key)} in ${group} (${files.length} ${files.length === 1 ? 'file' : 'files'}): ${code}: ${message}`,
  );
  const count = `${refused.length} ${refused.length === 1 ? 'key' : 'keys'}`;
  output.warn(`Verba refuses ${count}; they stay in your files and pull keeps them:\n${lines.join('\n')}`);
}

const matchText: Record<LanguageMatch['action'], (match: LanguageMatch) => string> = {
  MAP: ({ code, language }) => `${code} -> ${language} (a project language; pull writes it as ${code})`,
  ADD: ({ code, language }) => `${code} -> a new language ${language}`,
  SKIP: ({ code }) => `${code}: skipped`,
};

/** Each file code that is not a project language, and where the push sends its files. */
function printLanguageMatches(output: Output, preview: PushPreview): void {
  if (preview.languageMatches.length === 0) return;
  const lines = preview.languageMatches.map((match) => `  ${matchText[match.action](match)}`);
  output.info(`Language codes of the files:\n${lines.join('\n')}`);
}

/** The keys the push adds against the plan's key limit; past it, Verba refuses the apply whole. */
function printKeyLimit(output: Output, preview: PushPreview): void {
  const { limit, owned, adding } = preview.keyLimit;
  if (limit === null) return;
  const plan = `you have ${owned} of the ${limit} keys your plan includes`;
  if (owned + adding > limit) {
    output.warn(
      `Applying would add ${adding} ${adding === 1 ? 'key' : 'keys'}, but ${plan}: Verba refuses it. Upgrade your plan or push fewer keys.`,
    );
  } else output.info(`Applying adds ${adding} ${adding === 1 ? 'key' : 'keys'}; ${plan}.`);
}
