import { sql } from 'drizzle-orm';
import { groupFileLayouts, groups } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';
import type { ImportPlan } from './import-plan.ts';

/**
 * Keeps what an export needs to give the files back byte for byte: the shape a new group (or one
 * adopting its file's) takes, and each written file's layout, replacing the layout before it.
 */
export async function keepFileShapes(
  tx: Executor,
  plan: Pick<ImportPlan, 'shapes' | 'layouts'>,
  groupIds: ReadonlyMap<string, string>,
) {
  for (const [group, shape] of plan.shapes) {
    await tx
      .update(groups)
      .set({ fileShape: shape })
      .where(sql`${groups.id} = ${groupIds.get(group) as string}::uuid`);
  }
  const rows = plan.layouts.map(({ group, language, layout }) => ({
    groupId: groupIds.get(group) as string,
    language,
    layout,
  }));
  // A layout holds a path per string: a few per statement keep the statement's size in bounds.
  for (let start = 0; start < rows.length; start += 20) {
    await tx
      .insert(groupFileLayouts)
      .values(rows.slice(start, start + 20))
      .onConflictDoUpdate({
        target: [groupFileLayouts.groupId, groupFileLayouts.language],
        set: { layout: sql`excluded.layout` },
      });
  }
}
