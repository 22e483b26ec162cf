import type { Import, LanguageAction } from '@verba/api-client';
import { tagOfSpelling } from '@verba/formats';

export interface ImportOutcome {
  /** The tags Apply adds as languages, once the chosen actions replace the preview's. */
  newLanguages: string[];
  /** Whether a code's files are skipped that the preview imports: fewer keys may be added. */
  skipsFiles: boolean;
}

/**
 * What Apply will do with the chosen actions: the preview's figures are for its own actions, so a
 * code switched to ADD joins the new languages, one switched away from ADD leaves them, and a skip
 * makes the preview's key count an upper bound (the server counts the keys again at Apply).
 */
export function importOutcome(
  current: Import,
  chosen: Readonly<Record<string, LanguageAction>>,
): ImportOutcome {
  const matches = current.languageMatches ?? [];
  const newLanguages = [...current.newLanguages];
  let skipsFiles = false;
  for (const match of matches) {
    const action = chosen[match.code] ?? match.action;
    if (action === match.action) continue;
    // A MAP's language is the project's; added, the code stands for its own tag, as the server reads it.
    const tag = match.action === 'MAP' ? (tagOfSpelling(match.code) ?? match.code) : match.language;
    const at = newLanguages.indexOf(tag);
    if (action === 'ADD' && at === -1) newLanguages.push(tag);
    if (action !== 'ADD' && at !== -1) newLanguages.splice(at, 1);
    if (action === 'SKIP') skipsFiles = true;
  }
  return { newLanguages, skipsFiles };
}
