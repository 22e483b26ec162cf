import { spellingOf } from '@verba/formats';
import { and, eq, isNull } from 'drizzle-orm';
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
  return new Map(rows.map((row) => [row.tag, spellingOf(row.tag, row.spelling)]));
}

/**
 * The spellings an import's files give languages the project keeps none for yet; a language
 * keeps the spelling of its first import, so one already kept is left as it is.
 */
export async function keepSpellings(
  tx: Executor,
  projectId: string,
  spellings: readonly { language: string; spelling: string }[],
) {
  for (const { language, spelling } of spellings) {
    await tx
      .update(projectLanguages)
      .set({ fileSpelling: spelling })
      .where(
        and(
          eq(projectLanguages.projectId, projectId),
          eq(projectLanguages.tag, language),
          isNull(projectLanguages.fileSpelling),
        ),
      );
  }
}
