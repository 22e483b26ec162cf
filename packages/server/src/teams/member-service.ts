import { allows } from '@verba/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type Access, authorize } from '../access/authorize.ts';
import { actorId, type Principal, requireFresh } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { accounts, projectMembers, projects, translationKeys } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError, notFound } from '../errors.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Links } from '../mail/mail-links.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import type { Outbox } from '../mail/outbox.ts';
import { countProjects, lockSubscription, planOf } from '../plans/subscription-service.ts';
import { isId } from '../projects/input-rules.ts';
import type { Executor } from '../workspace/executor.ts';
import { countKeys } from '../workspace/key-count.ts';
import { badInput } from '../workspace/workspace-rules.ts';
import type { ChangeContext } from './change-context.ts';
import { checkLanguages, checkRole } from './member-input.ts';
import { memberLimitReached, seatsTaken } from './member-limit.ts';
import { recordMemberChange } from './team-log.ts';

const memberColumns = {
  id: projectMembers.id,
  projectId: projectMembers.projectId,
  accountId: projectMembers.accountId,
  role: projectMembers.role,
  languages: projectMembers.languages,
  joinedAt: projectMembers.joinedAt,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
};

export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

/** Every member of the project with their names: the owner first, then by name. */
export async function membersOf(db: Executor, projectId: string) {
  return db
    .select(memberColumns)
    .from(projectMembers)
    .innerJoin(accounts, eq(accounts.id, projectMembers.accountId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(
      sql`${projectMembers.role} <> 'OWNER'`,
      asc(sql`lower(${accounts.firstName})`),
      asc(sql`lower(${accounts.lastName})`),
      asc(projectMembers.id),
    );
}

/** Member.email: shown to MANAGER and OWNER, and to the member themselves. */
export const visibleEmail = (viewer: Access, member: MemberRow) =>
  allows(viewer.member, 'manageMembers') || member.accountId === viewer.member.accountId
    ? member.email
    : null;

async function memberOfProject(tx: Executor, projectId: string, memberId: string): Promise<MemberRow> {
  if (!isId(memberId)) throw notFound('Member');
  const [row] = await tx
    .select(memberColumns)
    .from(projectMembers)
    .innerJoin(accounts, eq(accounts.id, projectMembers.accountId))
    .where(and(eq(projectMembers.id, memberId), eq(projectMembers.projectId, projectId)));
  if (!row) throw notFound('Member');
  return row;
}

const ownerUntouchable = () =>
  new DomainError('FORBIDDEN', 'The owner’s place changes only when ownership is transferred.');

/** Changes a member's role and languages; never the owner's, and never to OWNER. */
export async function updateMember(
  db: Database,
  principal: Principal,
  input: { projectId: string; memberId: string; role: string; languages?: string[] | null },
  context: ChangeContext,
): Promise<{ access: Access; member: MemberRow }> {
  const role = checkRole(input.role);
  return db.transaction(async (tx) => {
    const access = await authorize(tx, principal, input.projectId, 'manageMembers', { lock: 'update' });
    const member = await memberOfProject(tx, input.projectId, input.memberId);
    if (member.role === 'OWNER') throw ownerUntouchable();
    const languages = await checkLanguages(tx, input.projectId, role, input.languages);
    await tx.update(projectMembers).set({ role, languages }).where(eq(projectMembers.id, member.id));
    await recordMemberChange(
      tx,
      {
        projectId: input.projectId,
        accountId: actorId(principal),
        kind: 'member.role-changed',
        before: { memberId: member.id, role: member.role, languages: member.languages },
        after: { memberId: member.id, role, languages },
      },
      context,
    );
    return { access, member: { ...member, role, languages } };
  });
}

/** Removes a member (never the owner); their work stays, with its history. */
export const removeMember = (
  db: Database,
  principal: Principal,
  projectId: string,
  memberId: string,
  context: ChangeContext,
  endAccess: EndAccess,
) => endMembership(db, principal, projectId, { memberId }, context, endAccess);

/** The viewer leaves the project; the owner cannot (BAD_USER_INPUT): they transfer or delete it. */
export const leaveProject = (
  db: Database,
  principal: Principal,
  projectId: string,
  context: ChangeContext,
  endAccess: EndAccess,
) => endMembership(db, principal, projectId, 'self', context, endAccess);

/**
 * Ends a membership, another's (manageMembers; `member.removed`) or the principal's own (any member;
 * `member.left`), never the owner's. The project row stays locked until the change is recorded.
 */
async function endMembership(
  db: Database,
  principal: Principal,
  projectId: string,
  whose: 'self' | { memberId: string },
  context: ChangeContext,
  endAccess: EndAccess,
): Promise<true> {
  const accountId = await db.transaction(async (tx) => {
    const leaving = whose === 'self';
    const access = await authorize(tx, principal, projectId, leaving ? 'read' : 'manageMembers', {
      lock: 'update',
    });
    const member = leaving ? access.member : await memberOfProject(tx, projectId, whose.memberId);
    if (member.role === 'OWNER') {
      throw leaving
        ? badInput('projectId', 'The owner cannot leave the project. Transfer ownership or delete it.')
        : ownerUntouchable();
    }
    await tx.delete(projectMembers).where(eq(projectMembers.id, member.id));
    await recordMemberChange(
      tx,
      {
        projectId,
        accountId: actorId(principal),
        kind: leaving ? 'member.left' : 'member.removed',
        before: { memberId: member.id, role: member.role, languages: member.languages },
        after: null,
      },
      context,
    );
    return member.accountId;
  });
  endAccess({ kind: 'member', projectId, accountId });
  return true;
}

/**
 * Hands the project to another member: OWNER only, within the re-auth window. The new owner's
 * plan must hold the project, its keys and its members; the old owner stays as MANAGER. Both
 * are mailed.
 */
export async function transferOwnership(
  db: Database,
  principal: Principal,
  projectId: string,
  memberId: string,
  context: ChangeContext,
  outbox: Outbox,
  links: Links,
) {
  try {
    const project = await db.transaction(async (tx) => {
      const { project, member: owner } = await authorize(tx, principal, projectId, 'deleteProject', {
        lock: 'update',
      });
      requireFresh(principal, context.now);
      const next = await memberOfProject(tx, projectId, memberId);
      if (next.role === 'OWNER') throw badInput('memberId', 'This member already owns the project.');
      await checkRoomFor(tx, next.accountId, projectId, context.now);
      await tx.update(projects).set({ accountId: next.accountId }).where(eq(projects.id, projectId));
      await tx
        .update(projectMembers)
        .set({ role: 'MANAGER', languages: [] })
        .where(eq(projectMembers.id, owner.id));
      await tx
        .update(projectMembers)
        .set({ role: 'OWNER', languages: [] })
        .where(eq(projectMembers.id, next.id));
      await recordMemberChange(
        tx,
        {
          projectId,
          accountId: actorId(principal),
          kind: 'member.ownership-transferred',
          before: { memberId: owner.id, role: 'OWNER' },
          after: { memberId: next.id, role: 'OWNER' },
        },
        context,
      );
      const previous = principal.account;
      const names = {
        projectName: project.name,
        previousOwnerName: `${previous.firstName} ${previous.lastName}`,
        newOwnerName: `${next.firstName} ${next.lastName}`,
        forgotUrl: links.forgotPassword,
      };
      const [nextLocale] = await tx
        .select({ locale: accounts.locale })
        .from(accounts)
        .where(eq(accounts.id, next.accountId));
      await outbox.enqueue(tx, {
        to: next.email,
        accountId: next.accountId,
        ...renderMail('ownershipReceived', mailLocale(nextLocale?.locale), {
          ...names,
          firstName: next.firstName,
        }),
      });
      await outbox.enqueue(tx, {
        to: previous.email,
        accountId: previous.id,
        ...renderMail('ownershipGiven', context.locale, { ...names, firstName: previous.firstName }),
      });
      return { ...project, accountId: next.accountId };
    });
    void outbox.deliverPending();
    return project;
  } catch (error) {
    // Project names are unique per owner.
    if (isUniqueViolation(error)) {
      throw badInput(
        'memberId',
        'The new owner already has a project with this name. Rename one of them first.',
      );
    }
    throw error;
  }
}

/** The new owner's plan must have room for one more project, its keys and its members. */
async function checkRoomFor(tx: Executor, accountId: string, projectId: string, now: Date) {
  const plan = planOf(await lockSubscription(tx, accountId, now));
  if (plan.projectLimit !== null && (await countProjects(tx, accountId)) >= plan.projectLimit) {
    throw new DomainError(
      'PLAN_LIMIT_REACHED',
      `The new owner's ${plan.name} plan includes ${plan.projectLimit} projects and has no room for this one.`,
    );
  }
  if (plan.keyLimit !== null) {
    const [keys] = await tx
      .select({ value: count() })
      .from(translationKeys)
      .where(eq(translationKeys.projectId, projectId));
    if ((await countKeys(tx, accountId)) + (keys?.value ?? 0) > plan.keyLimit) {
      throw new DomainError(
        'PLAN_LIMIT_REACHED',
        `The new owner's ${plan.name} plan includes ${plan.keyLimit.toLocaleString('en-US')} keys and has no room for this project's.`,
      );
    }
  }
  if (plan.memberLimit !== null) {
    const taken = await seatsTaken(tx, projectId, now);
    if (taken > plan.memberLimit) throw memberLimitReached(plan, taken);
  }
}
