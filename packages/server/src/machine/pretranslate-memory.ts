import { translationIssues } from '@verba/formats';
import type { MemoryReach } from '../access/memory-reach.ts';
import type { Database } from '../db/database.ts';
import { lookUpMemoryMany } from '../memory/memory-lookup.ts';
import { matchedValue } from '../memory/memory-service.ts';
import type { BaseValue } from './key-sources.ts';
import type { EmptyValue } from './pretranslate-values.ts';

/** Matches looked at a value: the best few, so a damaged best one leaves room for a whole one. */
const candidates = 3;

/**
 * Issues that make a value break an app at run time: pre-translation never writes a memory match
 * that carries one (a fuzzy match whose placeholders differ, a plural match without the target's
 * forms), as it never writes a damaged machine answer.
 */
const breaking = new Set([
  'PLACEHOLDER_MISSING',
  'PLACEHOLDER_UNKNOWN',
  'SYNTAX',
  'TAG_MISMATCH',
  'PLURAL_FORM_MISSING',
]);

/** The memory's source text of a key: its base text, or a plural key's `other` form. */
const sourceOf = (value: EmptyValue) => (value.plural ? value.base.forms?.other : value.base.text) || null;

/**
 * The values the translation memory fills, by key: each value's best match at least
 * `minSimilarity` similar from what `reach` may read (the lookup `Key.memory` uses, for the whole
 * batch in one statement), taken with its
 * placeholders adapted, unless it would break the app. Values without such a match are absent.
 */
export async function memoryValues(
  db: Database,
  reach: MemoryReach,
  baseLanguage: string,
  values: EmptyValue[],
  minSimilarity: number,
): Promise<Map<string, BaseValue>> {
  const found = new Map<string, BaseValue>();
  const asks = values.flatMap((value) => {
    const source = sourceOf(value);
    return source === null ? [] : [{ keyId: value.keyId, source, value }];
  });
  const language = values[0]?.language ?? '';
  const matches = await db.transaction((tx) =>
    lookUpMemoryMany(tx, reach, asks, {
      sourceLanguage: baseLanguage,
      language,
      first: candidates,
      minSimilarity,
    }),
  );
  for (const { keyId, source, value } of asks) {
    for (const row of matches.get(keyId) ?? []) {
      if (row.similarity < minSimilarity) continue;
      const matched = matchedValue(row, value.plural, source);
      if (matched === null) continue;
      const candidate: BaseValue = { text: matched.text, forms: matched.forms };
      if (!candidate.text && Object.values(candidate.forms ?? {}).every((form) => !form)) continue;
      const issues = translationIssues(candidate, {
        language: value.language,
        plural: value.plural,
        base: value.base,
      });
      if (issues.some((issue) => breaking.has(issue.code))) continue;
      found.set(keyId, candidate);
      break;
    }
  }
  return found;
}
