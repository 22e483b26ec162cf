import { and, eq, ne } from 'drizzle-orm';
import { projectMembers, projects } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';

/** The names of the account's projects that have other members: deleting the account waits for them. */
export async function sharedProjectsOf(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ name: projects.name })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), ne(projectMembers.accountId, accountId)),
    )
    .where(eq(projects.accountId, accountId))
    .groupBy(projects.id, projects.name)
    .orderBy(projects.name);
  return rows.map((row) => row.name);
}
