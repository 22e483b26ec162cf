import { compileGlossary, type Glossary, type GlossaryEntry } from '@verba/formats';
import { asc, inArray, sql } from 'drizzle-orm';
import { glossaryStamps, glossaryTerms } from '../db/schema.ts';
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
 * Compiled glossaries by project, with the stamp they were read at: a save reads the stamp (one
 * row) and compiles the glossary again only when it changed. With 10,000 terms, reading and
 * compiling them cost a save about a second on the embedded database. Process-wide, as other
 * pure memoization of database values; bounded by the terms it holds. A stamp is random, so a
 * database restored or another test database never meets a stale entry.
 */
const compiled = new Map<string, { stamp: string; glossary: Glossary<CheckedEntry> }>();
let compiledTerms = 0;
const maxCompiledTerms = 100_000;

function remember(projectId: string, stamp: string, glossary: Glossary<CheckedEntry>) {
  const old = compiled.get(projectId);
  if (old) {
    compiled.delete(projectId);
    compiledTerms -= old.glossary.size;
  }
  // The least recently stored go first.
  for (const [id, entry] of compiled) {
    if (compiledTerms + glossary.size <= maxCompiledTerms) break;
    compiled.delete(id);
    compiledTerms -= entry.glossary.size;
  }
  compiled.set(projectId, { stamp, glossary });
  compiledTerms += glossary.size;
}

/** Marks a change of the project's glossary, in the change's transaction. */
export async function stampGlossary(tx: Executor, projectId: string): Promise<void> {
  await tx
    .insert(glossaryStamps)
    .values({ projectId })
    .onConflictDoUpdate({ target: glossaryStamps.projectId, set: { stamp: sql`gen_random_uuid()` } });
}

/**
 * The glossaries of several projects, compiled for the checks and the finder, in the order asked
 * (a save's projects, an editor page's loader). Read in the caller's transaction, so a save checks
 * against the glossary its project's lock lets it see; kept compiled while its stamp holds.
 */
export async function glossariesOf(
  db: Executor,
  projectIds: readonly string[],
): Promise<Glossary<CheckedEntry>[]> {
  if (projectIds.length === 0) return [];
  const stamps = new Map(
    (
      await db
        .select()
        .from(glossaryStamps)
        .where(inArray(glossaryStamps.projectId, [...projectIds]))
    ).map((row) => [row.projectId, row.stamp]),
  );
  const found = new Map<string, Glossary<CheckedEntry>>();
  for (const id of projectIds) {
    const entry = compiled.get(id);
    if (entry && entry.stamp === stamps.get(id)) found.set(id, entry.glossary);
  }
  const missing = projectIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const rows = await termsOfProjects(db, missing);
    const byProject = new Map<string, CheckedEntry[]>();
    for (const row of rows) {
      const list = byProject.get(row.projectId) ?? [];
      list.push(row);
      byProject.set(row.projectId, list);
    }
    for (const id of missing) {
      const glossary = compileGlossary(byProject.get(id) ?? []);
      found.set(id, glossary);
      // A project whose glossary was never changed by the service has no stamp: nothing to keep.
      const stamp = stamps.get(id);
      if (stamp) remember(id, stamp, glossary);
    }
  }
  return projectIds.map((id) => found.get(id) as Glossary<CheckedEntry>);
}
