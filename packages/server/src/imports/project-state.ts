import type { FileShape, GlossaryEntry } from '@verba/formats';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { glossaryTerms, groups, projectLanguages, translationKeys, translations } from '../db/schema.ts';
import { termsOfProjects } from '../glossary/glossary-store.ts';
import type { Executor } from '../workspace/executor.ts';

// What an import plans against, read from the database here; the plan itself (import-plan.ts)
// runs in the import thread, which loads no database code.

export type Value = { text: string | null; forms: Record<string, string> | null };
export interface StoredValue extends Value {
  state: string;
  version: number;
  outdated: boolean;
}
export interface StoredKey {
  id: string;
  name: string;
  plural: boolean;
  maxLength: number | null;
  values: Map<string, StoredValue>;
}
export interface StoredGroup {
  id: string;
  name: string;
  fileShape: FileShape;
  keys: Map<string, StoredKey>;
}

/** What the project holds that an import touches: its languages and the groups of the files. */
export interface ProjectState {
  baseLanguage: string;
  languages: Set<string>;
  /** The file spellings the project keeps (`de-DE` → `de_DE`), of the languages an import spelled. */
  spellings: Map<string, string>;
  groups: Map<string, StoredGroup>;
  /** The project's glossary, for the TERM_* checks of the values an apply writes. */
  glossary: GlossaryEntry[];
}

export async function loadProjectState(
  db: Executor,
  project: { id: string; baseLanguage: string },
  groupNames: readonly string[],
): Promise<ProjectState> {
  const languageRows = await db
    .select({ tag: projectLanguages.tag, spelling: projectLanguages.fileSpelling })
    .from(projectLanguages)
    .where(eq(projectLanguages.projectId, project.id));
  const wanted = [...new Set(groupNames.map((name) => name.toLowerCase()))];
  const groupRows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: groups.id, name: groups.name, fileShape: groups.fileShape })
          .from(groups)
          .where(and(eq(groups.projectId, project.id), inArray(sql`lower(${groups.name})`, wanted)));
  const state: ProjectState = {
    baseLanguage: project.baseLanguage,
    languages: new Set(languageRows.map((row) => row.tag)),
    spellings: new Map(
      languageRows.flatMap((row) => (row.spelling ? [[row.tag, row.spelling] as const] : [])),
    ),
    groups: new Map(groupRows.map((row) => [row.name.toLowerCase(), { ...row, keys: new Map() }])),
    glossary: await termsOfProjects(db, [project.id]),
  };
  const byId = new Map(
    groupRows.map((row) => [row.id, state.groups.get(row.name.toLowerCase()) as StoredGroup]),
  );
  for (const groupId of byId.keys()) {
    const rows = await db
      .select({
        id: translationKeys.id,
        name: translationKeys.name,
        plural: translationKeys.plural,
        maxLength: translationKeys.maxLength,
        language: translations.language,
        text: translations.text,
        forms: translations.forms,
        state: translations.state,
        version: translations.version,
        outdated: translations.outdated,
      })
      .from(translationKeys)
      .leftJoin(translations, eq(translations.keyId, translationKeys.id))
      .where(eq(translationKeys.groupId, groupId));
    const keys = (byId.get(groupId) as StoredGroup).keys;
    for (const row of rows) {
      let key = keys.get(row.name);
      if (!key) {
        key = { id: row.id, name: row.name, plural: row.plural, maxLength: row.maxLength, values: new Map() };
        keys.set(row.name, key);
      }
      if (row.language && row.state && row.version !== null) {
        key.values.set(row.language, {
          text: row.text,
          forms: row.forms,
          state: row.state,
          version: row.version,
          outdated: row.outdated ?? false,
        });
      }
    }
  }
  return state;
}

/**
 * A text that changes whenever what `loadProjectState` reads for these groups changes: languages
 * and their spellings, the groups, their keys and values, the glossary. An apply plans against the state it read
 * before its transaction and, holding the project's lock, compares this to tell whether the plan
 * still holds. Read it before the state: a change in between then shows as a changed fingerprint.
 */
export async function projectStateFingerprint(
  db: Executor,
  projectId: string,
  groupNames: readonly string[],
): Promise<string> {
  const wanted = [...new Set(groupNames.map((name) => name.toLowerCase()))];
  const names =
    wanted.length === 0
      ? sql`null`
      : sql.join(
          wanted.map((name) => sql`${name}`),
          sql`, `,
        );
  const answer = (await db.execute(sql`with touched as (
      select id, name, file_shape from ${groups} where project_id = ${projectId} and lower(name) in (${names})
    )
    select concat_ws(' | ',
      (select string_agg(tag || '=' || coalesce(file_spelling, ''), ',' order by tag)
        from ${projectLanguages} where project_id = ${projectId}),
      (select string_agg(id::text || '=' || name || coalesce(file_shape::text, ''), ',' order by id) from touched),
      (select count(*) || '/' || coalesce(sum(hashtext(concat_ws('|', k.id, k.name, k.plural, t.language,
          t.text, t.forms::text, t.state, t.version, t.outdated))::bigint), 0)
        from ${translationKeys} k left join ${translations} t on t.key_id = k.id
        where k.group_id in (select id from touched)),
      (select count(*) || '/' || coalesce(sum(hashtext(id::text || '|' || version))::bigint, 0)
        from ${glossaryTerms} where project_id = ${projectId})
    ) as fingerprint`)) as unknown as { rows: { fingerprint: string }[] };
  return answer.rows[0]?.fingerprint ?? '';
}
