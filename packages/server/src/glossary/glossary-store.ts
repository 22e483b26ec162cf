import { compileGlossary, type Glossary, type GlossaryEntry } from '@verba/formats';
import { asc, inArray, sql } from 'drizzle-orm';
import { glossaryTerms } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';

export type StoredTerm = typeof glossaryTerms.$inferSelect;

/** A stored term is what the checks read (GlossaryEntry), and what Key.terms answers. */
export type CheckedEntry = StoredTerm & GlossaryEntry;

/** Every term of these projects, in the order of their terms. */
export function termsOfProjects(db: Executor, projectIds: readonly string[]): Promise<StoredTerm[]> {
  return db
    .select()
    .from(glossaryTerms)
    .where(inArray(glossaryTerms.projectId, [...projectIds]))
    .orderBy(sql`lower(${glossaryTerms.term})`, asc(glossaryTerms.id));
}

/**
 * The glossaries of several projects, compiled for the checks and the finder, in the order asked
 * (a save's projects, an editor page's loader). Read in the caller's transaction, so a save checks
 * against the glossary its project's lock lets it see.
 */
export async function glossariesOf(
  db: Executor,
  projectIds: readonly string[],
): Promise<Glossary<CheckedEntry>[]> {
  if (projectIds.length === 0) return [];
  const rows = await termsOfProjects(db, projectIds);
  const byProject = new Map<string, CheckedEntry[]>();
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push(row);
    byProject.set(row.projectId, list);
  }
  return projectIds.map((id) => compileGlossary(byProject.get(id) ?? []));
}

/** One project's glossary. */
export async function glossaryOf(db: Executor, projectId: string): Promise<Glossary<CheckedEntry>> {
  const [glossary] = await glossariesOf(db, [projectId]);
  return glossary as Glossary<CheckedEntry>;
}

