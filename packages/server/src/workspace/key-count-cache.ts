import { and, eq } from 'drizzle-orm';
import { groupProgress } from '../db/schema.ts';
import type { Executor } from './executor.ts';
import type { KeyFilter } from './key-query.ts';
import { checkTag } from './workspace-rules.ts';

type Counters = typeof groupProgress.$inferSelect;

/**
 * Which counter of one language answers a filter of at most one value condition; counting 100,000
 * keys costs tens of milliseconds, a counter row one index read. Searches, issues, comments and origins are counted.
 */
function counterFor(filter: KeyFilter): { language?: string; count: (row: Counters) => number } | undefined {
  if (
    filter.search?.trim() ||
    filter.hasIssuesIn ||
    filter.hasOpenComments ||
    filter.hasOpenSuggestionsIn ||
    filter.origin ||
    filter.originIn
  )
    return undefined;
  const byLanguage = [filter.untranslatedIn, filter.stateIn, filter.outdatedIn].filter(Boolean);
  if (byLanguage.length === 0) return { count: (row) => row.total };
  if (byLanguage.length > 1) return undefined;
  const language = checkTag(byLanguage[0] as string, 'filter');
  if (filter.outdatedIn) return { language, count: (row) => row.outdated };
  const state = filter.untranslatedIn ? 'EMPTY' : filter.state;
  if (state === 'EMPTY') return { language, count: (row) => row.total - row.translated };
  if (state === 'REVIEWED') return { language, count: (row) => row.reviewed };
  if (state === 'TRANSLATED') return { language, count: (row) => row.translated - row.reviewed };
  return undefined;
}

/**
 * The filter's total from group_progress (kept in every write's transaction), or undefined when
 * the counters cannot say: another filter, or a language the project does not have.
 */
export async function countedByProgress(
  db: Executor,
  groupId: string,
  filter: KeyFilter,
): Promise<number | undefined> {
  const counter = counterFor(filter);
  if (!counter) return undefined;
  const rows = await db
    .select()
    .from(groupProgress)
    .where(
      counter.language === undefined
        ? eq(groupProgress.groupId, groupId)
        : and(eq(groupProgress.groupId, groupId), eq(groupProgress.language, counter.language)),
    );
  // Every project language counts every key, so any row's total is the key count.
  if (counter.language === undefined) {
    return rows.length === 0 ? undefined : Math.max(...rows.map((row) => row.total));
  }
  const [row] = rows;
  return row ? counter.count(row) : undefined;
}
