import { spellingOf, tagOfSpelling } from '@verba/formats';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { projectLanguages } from '../db/schema.ts';
import type { Executor } from './executor.ts';

/**
 * The file spelling of each language of a project: how exported paths, release files and `verba
 * pull` write it (`de_DE` for `de-DE`, as the team's files did on their first import), the tag
 * itself where no import has spelled it. Every language of the project is in the map; the tag
 * stays canonical everywhere else (translation contract, "Files: i18next JSON").
 */
export async function fileSpellings(db: Executor, projectId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ tag: projectLanguages.tag, spelling: projectLanguages.fileSpelling })
    .from(projectLanguages)
    .where(eq(projectLanguages.projectId, projectId));
  const tags = new Set(rows.map((row) => row.tag));
  return new Map(
    rows.map((row) => {
      const spelling = spellingOf(row.tag, row.spelling);
      // A code mapped to `en` (`en_US`) gives way once `en-US` is a language of its own.
      const other = tagOfSpelling(spelling);
      return [row.tag, other !== row.tag && other !== null && tags.has(other) ? row.tag : spelling];
    }),
  );
}

/**
 * The spellings an import's files give languages the project keeps none for yet; a language
 * keeps the spelling of its first import, so one already kept is left as it is, unless the import
 * mapped a code to it (`replace`: `en_US` files mapped to `en` are written back as `en_US`).
 */
export async function keepSpellings(
  tx: Executor,
  projectId: string,
  spellings: readonly { language: string; spelling: string; replace?: boolean }[],
) {
  for (const { language, spelling, replace } of spellings) {
    const conditions: SQL[] = [eq(projectLanguages.projectId, projectId), eq(projectLanguages.tag, language)];
    if (!replace) conditions.push(isNull(projectLanguages.fileSpelling));
    await tx
      .update(projectLanguages)
      .set({ fileSpelling: spelling })
      .where(and(...conditions));
  }
}
