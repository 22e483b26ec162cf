import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Access } from '../access/authorize.ts';
import type { Database } from '../db/database.ts';
import { likePattern } from '../db/like-pattern.ts';
import { groups, translationKeys, translations } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { languagesOfProjects } from '../workspace/project-languages.ts';

const invalid = (field: string, error: string) => new DomainError('INVALID_INPUT', error, { field });

/** GET /api/v1/projects/{id}: the project (read as the guard authorized it), its languages and its groups with their key counts. */
export async function projectSummary(db: Database, { project }: Access) {
  const [languages] = await languagesOfProjects(db, [project.id]);
  const rows = await db
    .select({ id: groups.id, name: groups.name, keyCount: count(translationKeys.id) })
    .from(groups)
    .leftJoin(translationKeys, eq(translationKeys.groupId, groups.id))
    .where(eq(groups.projectId, project.id))
    .groupBy(groups.id)
    .orderBy(asc(groups.name), asc(groups.id));
  return {
    id: project.id,
    name: project.name,
    baseLanguage: project.baseLanguage,
    languages: (languages ?? []).map((language) => language.tag),
    groups: rows,
  };
}

interface KeysQuery {
  group?: string | undefined;
  search?: string | undefined;
  first: number;
  after?: string | undefined;
}

// The cursor names the last key of a page: its group's id and its name, in the pages' order.
const cursorOf = (groupId: string, name: string) =>
  Buffer.from(JSON.stringify([groupId, name])).toString('base64url');

function readCursor(after: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string')) {
      return parsed as [string, string];
    }
  } catch {
    // Answered below, as any other cursor this server did not write.
  }
  throw invalid('after', 'after must be the endCursor of an earlier page.');
}

/** GET /api/v1/projects/{id}/keys: a page of keys, by group and then name, with every language's value. */
export async function keyPage(db: Database, { project }: Access, query: KeysQuery) {
  const projectGroups = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.projectId, project.id));
  const groupName = new Map(projectGroups.map((group) => [group.id, group.name]));
  const conditions = [eq(translationKeys.projectId, project.id)];
  if (query.group !== undefined) {
    const group = projectGroups.find(
      (candidate) => candidate.name.toLowerCase() === query.group?.toLowerCase(),
    );
    if (!group) throw invalid('group', `“${query.group.slice(0, 100)}” is not a group of this project.`);
    conditions.push(eq(translationKeys.groupId, group.id));
  }
  if (query.search)
    conditions.push(sql`${translationKeys.searchText} like ${likePattern(query.search.toLowerCase())}`);
  if (query.after !== undefined) {
    const [groupId, name] = readCursor(query.after);
    conditions.push(
      sql`(${translationKeys.groupId}::text, ${translationKeys.name} collate "C") > (${groupId}, ${name} collate "C")`,
    );
  }
  const keys = await db
    .select()
    .from(translationKeys)
    .where(and(...conditions))
    .orderBy(sql`${translationKeys.groupId}::text`, sql`${translationKeys.name} collate "C"`)
    .limit(query.first + 1);
  const page = keys.slice(0, query.first);
  const [languages] = await languagesOfProjects(db, [project.id]);
  const values =
    page.length === 0
      ? []
      : await db
          .select()
          .from(translations)
          .where(
            inArray(
              translations.keyId,
              page.map((key) => key.id),
            ),
          );
  const byPair = new Map(values.map((row) => [`${row.keyId} ${row.language}`, row]));
  const last = page.at(-1);
  return {
    keys: page.map((key) => ({
      name: key.name,
      group: groupName.get(key.groupId) as string,
      description: key.description,
      plural: key.plural,
      translations: Object.fromEntries(
        (languages ?? []).map(({ tag }) => {
          const row = byPair.get(`${key.id} ${tag}`);
          const state = row?.state ?? 'EMPTY';
          const version = row?.version ?? 0;
          return [
            tag,
            key.plural
              ? { forms: row?.forms ?? null, state, version }
              : { text: row?.text ?? null, state, version },
          ];
        }),
      ),
    })),
    endCursor: last ? cursorOf(last.groupId, last.name) : null,
    hasNextPage: keys.length > query.first,
  };
}
