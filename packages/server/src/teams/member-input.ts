import { type AssignableRole, assignableRoles } from '@verba/contract';
import { eq } from 'drizzle-orm';
import { projectLanguages } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';
import { badInput, checkTag } from '../workspace/workspace-rules.ts';

export type MemberRole = AssignableRole;
const memberRoles = new Set<string>(assignableRoles);

/** A role a member may be given: any but OWNER, which changes hands only by transferOwnership. */
export function checkRole(role: string, index?: number): MemberRole {
  if (!memberRoles.has(role)) {
    throw badInput('role', 'Choose a role other than owner; ownership is transferred on its own.', index);
  }
  return role as MemberRole;
}

/**
 * The member's own languages, canonical and of the project: TRANSLATOR and REVIEWER hold them
 * (empty: every target language); the other roles work in every language and keep none.
 */
export async function checkLanguages(
  tx: Executor,
  projectId: string,
  role: MemberRole,
  languages: readonly string[] | null | undefined,
  index?: number,
): Promise<string[]> {
  if (role !== 'TRANSLATOR' && role !== 'REVIEWER') return [];
  const tags = [...new Set((languages ?? []).map((tag) => checkTag(tag, 'languages', index)))];
  if (tags.length === 0) return [];
  const known = new Set(
    (
      await tx
        .select({ tag: projectLanguages.tag })
        .from(projectLanguages)
        .where(eq(projectLanguages.projectId, projectId))
    ).map((row) => row.tag),
  );
  const unknown = tags.find((tag) => !known.has(tag));
  if (unknown) throw badInput('languages', `${unknown} is not a language of this project.`, index);
  return tags;
}
