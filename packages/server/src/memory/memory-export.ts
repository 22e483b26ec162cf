import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { authorize } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { tmxHead, tmxTail, tmxUnit } from './tmx-writer.ts';

const keysPerRead = 2000;

interface PairRow {
  unit: string;
  source: string;
  language: string;
  target: string | null;
}

/**
 * The project's translated pairs as TMX 1.4b: its base text to each target language's value (not
 * EMPTY, not outdated), one `tu` per key and language; a plural key's `other` forms. Read a page
 * of keys at a time, so a large project streams.
 */
export async function memoryTmx(db: Database, principal: Principal, projectId: string) {
  const { project } = await db.transaction((tx) => authorize(tx, principal, projectId, 'read'));
  const base = project.baseLanguage;
  async function* parts() {
    yield tmxHead(base);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await db.execute(sql`
        select id from translation_keys
        where project_id = ${project.id}::uuid and memory_source is not null and id > ${after}::uuid
        order by id limit ${keysPerRead}`);
      const ids = (page as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
      if (ids.length === 0) break;
      after = ids.at(-1) as string;
      const answer = await db.execute(sql`
        select g.name || '/' || k.name as unit, k.memory_source as source, t.language,
          coalesce(t.text, t.forms ->> 'other') as target
        from translation_keys k
        join groups g on g.id = k.group_id
        join translations t on t.key_id = k.id and t.language <> ${base} and t.state <> 'EMPTY' and not t.outdated
        where k.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by k.id, t.language`);
      const rows = (answer as unknown as { rows: PairRow[] }).rows;
      yield rows
        .filter((row) => row.target)
        .map((row) =>
          tmxUnit(base, {
            id: `${row.unit}#${row.language}`,
            source: row.source,
            targetLanguage: row.language,
            target: row.target as string,
          }),
        )
        .join('');
    }
    yield tmxTail;
  }
  return Readable.from(parts());
}
