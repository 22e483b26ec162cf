import type { Import, ImportIssue } from '@verba/contract';
import { DEFAULT_FILE_SHAPE } from '@verba/formats';
import { eq, sql } from 'drizzle-orm';
import { glossaryTerms } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';
import type { ReadGlossary } from './glossary-csv.ts';
import type { CheckedTerm } from './glossary-input.ts';
import { phrasesOf, type Recheck, recheckTouched, sameForChecks } from './glossary-recompute.ts';
import { reserveTerms } from './glossary-service.ts';
import { type StoredTerm, stampGlossary, termsOfProjects } from './glossary-store.ts';

// A glossary CSV as an import (aids contract): its preview is an import whose `files` has one
// entry for the CSV, applied and discarded through the import routes. A term of the file adds a
// term, or changes the project's term of the same text (ignoring case); terms the file lacks stay.

export const glossaryPath = 'glossary.csv';

const sameTerm = (a: CheckedTerm, b: StoredTerm) =>
  a.term === b.term && a.description === b.description && sameForChecks(a, b);

type Preview = Pick<Import, 'files' | 'newGroups' | 'newLanguages' | 'newKeys' | 'languageMatches'>;

/** The preview of a read CSV against the project's glossary as it is. */
export function glossaryPreview(
  read: ReadGlossary,
  existing: readonly StoredTerm[],
  baseLanguage: string,
  limit: number,
): Preview {
  const byTerm = new Map(existing.map((row) => [row.term.toLowerCase(), row]));
  let added = 0;
  let changed = 0;
  let unchanged = 0;
  for (const term of read.terms) {
    const stored = byTerm.get(term.term.toLowerCase());
    if (!stored) added += 1;
    else if (sameTerm(term, stored)) unchanged += 1;
    else changed += 1;
  }
  const issues: ImportIssue[] = [...read.issues];
  if (existing.length + added > limit) {
    issues.push({
      key: glossaryPath,
      code: 'TERM_LIMIT',
      message: `A project's glossary has at most ${limit.toLocaleString('en-US')} terms; this file would make it ${(existing.length + added).toLocaleString('en-US')}.`,
    });
  }
  return {
    files: [
      {
        path: glossaryPath,
        language: baseLanguage,
        group: '',
        keys: read.lines,
        added,
        changed,
        unchanged,
        issues: issues.slice(0, 200),
        issueCount: issues.length,
        shape: DEFAULT_FILE_SHAPE,
        shapeDiffers: [],
      },
    ],
    newGroups: [],
    newLanguages: [],
    newKeys: 0,
    languageMatches: [],
  };
}

/**
 * Writes the file's terms in the caller's transaction, on the locked project, against the glossary
 * as it is now: new terms added, changed ones updated (a new version) when `overwrite`, the rest
 * skipped; the TERM_* issues they touch are rechecked (or left to a job, answered as pending).
 */
export async function applyGlossaryImport(
  tx: Executor,
  projectId: string,
  terms: readonly CheckedTerm[],
  overwrite: boolean,
  now: Date,
): Promise<{ added: number; updated: number; skipped: number; pending: Recheck | null }> {
  const existing = new Map(
    (await termsOfProjects(tx, [projectId])).map((row) => [row.term.toLowerCase(), row]),
  );
  const inserts: CheckedTerm[] = [];
  const updates: { term: CheckedTerm; stored: StoredTerm }[] = [];
  let skipped = 0;
  for (const term of terms) {
    const stored = existing.get(term.term.toLowerCase());
    if (!stored) inserts.push(term);
    else if (!sameTerm(term, stored) && overwrite) updates.push({ term, stored });
    else skipped += 1;
  }
  await reserveTerms(tx, projectId, inserts.length);
  for (let start = 0; start < inserts.length; start += 1000) {
    await tx.insert(glossaryTerms).values(
      inserts.slice(start, start + 1000).map((term) => ({
        projectId,
        term: term.term,
        description: term.description,
        caseSensitive: term.caseSensitive,
        doNotTranslate: term.doNotTranslate,
        translations: term.translations,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  for (const { term, stored } of updates) {
    await tx
      .update(glossaryTerms)
      .set({
        term: term.term,
        description: term.description,
        caseSensitive: term.caseSensitive,
        doNotTranslate: term.doNotTranslate,
        translations: term.translations,
        version: sql`${glossaryTerms.version} + 1`,
        updatedAt: now,
      })
      .where(eq(glossaryTerms.id, stored.id));
  }
  if (inserts.length + updates.length > 0) await stampGlossary(tx, projectId);
  const touched = [
    ...inserts,
    ...updates
      .filter(({ term, stored }) => !sameForChecks(term, stored))
      .flatMap(({ term, stored }) => [term, stored]),
  ];
  const pending = touched.length > 0 ? await recheckTouched(tx, projectId, phrasesOf(touched)) : null;
  return { added: inserts.length, updated: updates.length, skipped, pending };
}
