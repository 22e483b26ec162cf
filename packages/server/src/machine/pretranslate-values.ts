import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { translationKeys, translations } from '../db/schema.ts';
import type { BaseValue } from './key-sources.ts';

/** An EMPTY value to fill: its key, the version read (0 when never written) and the key's base. */
export interface EmptyValue {
  keyId: string;
  plural: boolean;
  language: string;
  version: number;
  base: BaseValue;
}

const base = alias(translations, 'base');
const target = alias(translations, 'target');

/** The project's EMPTY values in `language` (in the groups, if named), in key order. */
export async function emptyValues(
  db: Database,
  project: { id: string; baseLanguage: string },
  language: string,
  groupIds: string[] | null,
): Promise<EmptyValue[]> {
  const rows = await db
    .select({
      keyId: translationKeys.id,
      plural: translationKeys.plural,
      version: target.version,
      text: base.text,
      forms: base.forms,
    })
    .from(translationKeys)
    .leftJoin(base, and(eq(base.keyId, translationKeys.id), eq(base.language, project.baseLanguage)))
    .leftJoin(target, and(eq(target.keyId, translationKeys.id), eq(target.language, language)))
    .where(
      and(
        eq(translationKeys.projectId, project.id),
        groupIds ? inArray(translationKeys.groupId, groupIds) : sql`true`,
        or(isNull(target.state), eq(target.state, 'EMPTY')),
      ),
    )
    .orderBy(translationKeys.id);
  return rows.map((row) => ({
    keyId: row.keyId,
    plural: row.plural,
    language,
    version: row.version ?? 0,
    base: { text: row.text, forms: row.forms },
  }));
}
