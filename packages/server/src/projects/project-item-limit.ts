import { projectItemLimits } from '@verba/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { apiKeys, distributions, webhooks } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { Executor } from '../workspace/executor.ts';

type ProjectItem = keyof typeof projectItemLimits;

const counted = {
  webhooks: { name: 'webhooks', remedy: 'Delete one to add another.' },
  apiKeys: { name: 'API keys', remedy: 'Revoke one to add another.' },
  distributions: { name: 'distributions', remedy: 'Delete one to add another.' },
} satisfies Record<ProjectItem, { name: string; remedy: string }>;

function countOf(tx: Executor, projectId: string, item: ProjectItem) {
  const query = tx.select({ value: count() });
  switch (item) {
    case 'webhooks':
      return query.from(webhooks).where(eq(webhooks.projectId, projectId));
    case 'apiKeys':
      // A revoked key is kept for the history but no longer counts.
      return query.from(apiKeys).where(and(eq(apiKeys.projectId, projectId), isNull(apiKeys.revokedAt)));
    case 'distributions':
      return query.from(distributions).where(eq(distributions.projectId, projectId));
  }
}

/**
 * Refuses one more webhook, API key or distribution past the project's limit with
 * PROJECT_LIMIT_REACHED. A lock on that kind of the project's items is held to the end of the
 * transaction, so two creates at the limit cannot both pass.
 */
export async function reserveProjectItem(tx: Executor, projectId: string, item: ProjectItem): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${item}:${projectId}`}, 0))`);
  const [row] = await countOf(tx, projectId, item);
  const limit = projectItemLimits[item];
  if ((row?.value ?? 0) >= limit) {
    const { name, remedy } = counted[item];
    throw new DomainError('PROJECT_LIMIT_REACHED', `A project has at most ${limit} ${name}. ${remedy}`, {
      limit,
    });
  }
}
