import type { Output } from './output.ts';
import type { PushPreview } from './push-plan.ts';

/** Keys listed per file; the counts still say how many there are. */
const KEYS_SHOWN = 20;

const quoted = (text: string) => JSON.stringify(text);

/** Prints what a push would change: per file the counts and issues, then per key. */
export function printPreview(output: Output, preview: PushPreview, overwrite: boolean): void {
  for (const file of preview.files) {
    const issues = file.issueCount ?? file.issues.length;
    output.info(
      `${file.localPath}: ${file.added} added, ${file.changed} changed, ${file.unchanged} unchanged, ${issues} ${issues === 1 ? 'issue' : 'issues'}`,
    );
    const lines: string[] = [];
    for (const change of file.keyChanges.slice(0, KEYS_SHOWN)) {
      if (change.from === null) lines.push(`  + ${quoted(change.key)}: ${quoted(change.to)}`);
      else
        lines.push(
          `  ~ ${quoted(change.key)}: ${quoted(change.from)} -> ${quoted(change.to)}${overwrite ? '' : ' (kept: --overwrite replaces it)'}`,
        );
    }
    if (file.keyChanges.length > KEYS_SHOWN)
      lines.push(`  … and ${file.keyChanges.length - KEYS_SHOWN} more`);
    for (const issue of file.issues) lines.push(`  ! ${quoted(issue.key)}: ${issue.message}`);
    if (lines.length > 0) output.info(lines.join('\n'));
  }
  if (preview.newGroups.length > 0) output.info(`New groups: ${preview.newGroups.join(', ')}`);
  if (preview.newLanguages.length > 0) output.info(`New languages: ${preview.newLanguages.join(', ')}`);
  const kept = preview.files.reduce((sum, file) => sum + file.changed, 0);
  if (kept > 0 && !overwrite) {
    output.warn(
      `${kept} changed ${kept === 1 ? 'value stays' : 'values stay'} as in Verba; --overwrite replaces them.`,
    );
  }
}
