import { eq } from 'drizzle-orm';
import type { Access } from '../access/authorize.ts';
import type { Database } from '../db/database.ts';
import { projectLanguages } from '../db/schema.ts';
import { glossaryCsv } from './glossary-csv.ts';
import { termsOfProjects } from './glossary-store.ts';
import { glossaryTbx } from './glossary-tbx.ts';

/**
 * The project's glossary as a file (aids contract): CSV with a column pair for each target language
 * of the project and each other language a term translates into (code-unit order), or TBX. The
 * caller has authorized `read` (the route's operation hook).
 */
export async function glossaryFile(db: Database, access: Access, format: 'csv' | 'tbx') {
  const { project } = access;
  const [terms, languages] = await Promise.all([
    termsOfProjects(db, [project.id]),
    db
      .select({ tag: projectLanguages.tag })
      .from(projectLanguages)
      .where(eq(projectLanguages.projectId, project.id)),
  ]);
  if (format === 'tbx') {
    return {
      body: glossaryTbx(project.name, project.baseLanguage, terms),
      contentType: 'application/x-tbx+xml; charset=utf-8',
    };
  }
  const tags = new Set(languages.map((row) => row.tag));
  for (const term of terms) for (const translation of term.translations) tags.add(translation.language);
  tags.delete(project.baseLanguage);
  const ordered = [...tags].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // A byte order mark, so spreadsheet programs read the UTF-8 as such; the import skips it.
  return { body: `\ufeff${glossaryCsv(terms, ordered)}`, contentType: 'text/csv; charset=utf-8' };
}
