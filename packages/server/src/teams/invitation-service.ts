import { invitationLimits } from '@verba/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type Access, authorize, authorizeVia } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import { emailField } from '../auth/auth-input.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { accounts, projectInvitations, projectMembers, projects } from '../db/schema.ts';
import { DomainError, notFound } from '../errors.ts';
import type { Links } from '../mail/mail-links.ts';
import { renderMail } from '../mail/mail-templates.ts';
import { mailTexts } from '../mail/mail-texts.ts';
import type { Outbox } from '../mail/outbox.ts';
import { lockSubscription, planOf } from '../plans/subscription-service.ts';
import { isId } from '../projects/input-rules.ts';
import type { Executor } from '../workspace/executor.ts';
import { badInput } from '../workspace/workspace-rules.ts';
import type { ChangeContext } from './change-context.ts';
import { checkResendCooldown, type InvitationMailCap } from './invitation-mail-limits.ts';
import { checkLanguages, checkRole } from './member-input.ts';
import { isOpen, reserveSeats } from './member-limit.ts';
import { recordMemberChange } from './team-log.ts';

const day = 24 * 60 * 60 * 1000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const invitationColumns = {
  id: projectInvitations.id,
  projectId: projectInvitations.projectId,
  projectName: projects.name,
  email: projectInvitations.email,
  role: projectInvitations.role,
  languages: projectInvitations.languages,
  createdAt: projectInvitations.createdAt,
  expiresAt: projectInvitations.expiresAt,
  inviterFirstName: accounts.firstName,
  inviterLastName: accounts.lastName,
};

export type InvitationRow = Awaited<ReturnType<typeof openInvitations>>[number];

/** Invitation and ReceivedInvitation as GraphQL shows them. */
export const invitationView = (row: InvitationRow) => ({
  id: row.id,
  email: row.email,
  projectName: row.projectName,
  role: row.role,
  languages: row.languages,
  // The inviter's account may be gone since: the invitation still stands.
  invitedBy: row.inviterFirstName === null ? '' : `${row.inviterFirstName} ${row.inviterLastName}`,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

function openInvitations(db: Executor, now: Date, where: ReturnType<typeof and>) {
  return db
    .select(invitationColumns)
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .leftJoin(accounts, eq(accounts.id, projectInvitations.invitedBy))
    .where(and(isOpen(now), where))
    .orderBy(asc(projectInvitations.createdAt), asc(projectInvitations.id));
}

/** Project.invitations: the open ones, for MANAGER and OWNER (others FORBIDDEN). */
export async function invitationsOfProject(db: Executor, principal: Principal, projectId: string, now: Date) {
  await authorize(db, principal, projectId, 'manageMembers');
  return openInvitations(db, now, and(eq(projectInvitations.projectId, projectId)));
}

/** Viewer.invitations: the open ones to the viewer's current e-mail address. */
export const receivedInvitations = (db: Executor, principal: Principal, now: Date) =>
  openInvitations(db, now, and(eq(projectInvitations.email, principal.account.email)));

const invalidToken = () =>
  new DomainError(
    'INVALID_TOKEN',
    'This invitation link was used, revoked or has expired. Ask for a new one.',
  );

/** Query.invitation: what a mailed link invites to; INVALID_TOKEN once it is used, revoked or expired. */
export async function invitationByToken(db: Executor, token: string, now: Date): Promise<InvitationRow> {
  const [row] = await openInvitations(db, now, and(eq(projectInvitations.tokenHash, hashToken(token))));
  if (!row) throw invalidToken();
  return row;
}

async function sendInvitation(
  tx: Transaction,
  invitation: { email: string; role: string; projectName: string; token: string },
  inviter: Principal,
  context: ChangeContext,
  outbox: Outbox,
  links: Links,
) {
  await outbox.enqueue(tx, {
    to: invitation.email,
    ...renderMail('invitation', context.locale, {
      inviterName: `${inviter.account.firstName} ${inviter.account.lastName}`,
      projectName: invitation.projectName,
      role: mailTexts[context.locale].roles[invitation.role as 'VIEWER'],
      actionUrl: links.invitation(invitation.token),
    }),
  });
}

async function insertInvitation(
  tx: Transaction,
  access: Access,
  wanted: { email: string; role: ReturnType<typeof checkRole>; languages: string[] },
  principal: Principal,
  context: ChangeContext,
  outbox: Outbox,
  links: Links,
): Promise<string> {
  const token = newToken();
  const [row] = await tx
    .insert(projectInvitations)
    .values({
      projectId: access.project.id,
      ...wanted,
      tokenHash: hashToken(token),
      invitedBy: actorId(principal),
      createdAt: context.now,
      expiresAt: new Date(context.now.getTime() + invitationLimits.validDays * day),
    })
    .returning({ id: projectInvitations.id });
  if (!row) throw new Error('insert returned no invitation');
  const invitation = { ...wanted, projectName: access.project.name, token };
  await sendInvitation(tx, invitation, principal, context, outbox, links);
  return row.id;
}

/**
 * Invites 1 to 20 addresses, all or none. The answer is the same whether an address has an
 * account or not; one that is a member already, or invited already, is BAD_USER_INPUT on `email`.
 */
export async function inviteMembers(
  db: Database,
  principal: Principal,
  projectId: string,
  input: readonly { email: string; role: string; languages?: string[] | null }[],
  context: ChangeContext,
  outbox: Outbox,
  links: Links,
  invitationMails: InvitationMailCap,
) {
  if (input.length < 1 || input.length > invitationLimits.perCall) {
    throw badInput('input', `Invite 1 to ${invitationLimits.perCall} addresses at a time.`);
  }
  const checked = input.map((entry, index) => {
    const email = emailField.safeParse(entry.email);
    if (!email.success)
      throw badInput('email', `“${String(entry.email).slice(0, 80)}” is not an e-mail address.`, index);
    return { email: email.data, role: checkRole(entry.role, index), languages: entry.languages, index };
  });
  const seen = new Set<string>();
  for (const entry of checked) {
    if (seen.has(entry.email)) throw badInput('email', `${entry.email} is given twice.`, entry.index);
    seen.add(entry.email);
  }
  const invitations = await db.transaction(async (tx) => {
    const access = await authorize(tx, principal, projectId, 'manageMembers', { lock: 'update' });
    const emails = checked.map((entry) => entry.email);
    const members = await tx
      .select({ email: accounts.email })
      .from(projectMembers)
      .innerJoin(accounts, eq(accounts.id, projectMembers.accountId))
      .where(and(eq(projectMembers.projectId, projectId), inArray(accounts.email, emails)));
    const invited = await tx
      .select({ email: projectInvitations.email })
      .from(projectInvitations)
      .where(
        and(
          eq(projectInvitations.projectId, projectId),
          inArray(projectInvitations.email, emails),
          isOpen(context.now),
        ),
      );
    const memberEmails = new Set(members.map((row) => row.email));
    const invitedEmails = new Set(invited.map((row) => row.email));
    for (const entry of checked) {
      if (memberEmails.has(entry.email)) {
        throw badInput('email', `${entry.email} is a member of this project already.`, entry.index);
      }
      if (invitedEmails.has(entry.email)) {
        throw badInput(
          'email',
          `${entry.email} is invited already. Resend that invitation instead.`,
          entry.index,
        );
      }
    }
    const plan = planOf(await lockSubscription(tx, access.project.accountId, context.now));
    await reserveSeats(tx, plan, projectId, checked.length, context.now);
    await invitationMails.spend(actorId(principal), checked.length);
    const ids: string[] = [];
    for (const entry of checked) {
      const languages = await checkLanguages(tx, projectId, entry.role, entry.languages, entry.index);
      ids.push(
        await insertInvitation(
          tx,
          access,
          { email: entry.email, role: entry.role, languages },
          principal,
          context,
          outbox,
          links,
        ),
      );
      await recordMemberChange(
        tx,
        {
          projectId,
          accountId: actorId(principal),
          kind: 'member.invited',
          before: null,
          after: { role: entry.role, languages },
        },
        context,
      );
    }
    return openInvitations(tx, context.now, and(inArray(projectInvitations.id, ids)));
  });
  // The mails were queued with the invitations; send them now rather than on the outbox's timer.
  void outbox.deliverPending();
  return invitations;
}

/** An invitation of a project the principal manages: NOT_FOUND for anyone else. */
async function managedInvitation(tx: Executor, principal: Principal, id: string) {
  const { row, ...access } = await authorizeVia(tx, principal, 'invitation', id, 'manageMembers', {
    lock: 'update',
  });
  return { row, access };
}

/** Mails a new link and ends the old one; the 7 days start again. At most once a minute. */
export async function resendInvitation(
  db: Database,
  principal: Principal,
  id: string,
  context: ChangeContext,
  outbox: Outbox,
  links: Links,
  invitationMails: InvitationMailCap,
) {
  const invitation = await db.transaction(async (tx) => {
    const { row, access } = await managedInvitation(tx, principal, id);
    if (row.usedAt || row.revokedAt) throw notFound('Invitation');
    checkResendCooldown(row.createdAt, context.now);
    await tx
      .update(projectInvitations)
      .set({ revokedAt: context.now })
      .where(eq(projectInvitations.id, row.id));
    const plan = planOf(await lockSubscription(tx, access.project.accountId, context.now));
    await reserveSeats(tx, plan, row.projectId, 1, context.now);
    await invitationMails.spend(actorId(principal), 1);
    const newId = await insertInvitation(
      tx,
      access,
      { email: row.email, role: row.role, languages: row.languages },
      principal,
      context,
      outbox,
      links,
    );
    const [view] = await openInvitations(tx, context.now, and(eq(projectInvitations.id, newId)));
    return view as InvitationRow;
  });
  void outbox.deliverPending();
  return invitation;
}

export async function revokeInvitation(
  db: Database,
  principal: Principal,
  id: string,
  context: ChangeContext,
) {
  return db.transaction(async (tx) => {
    const { row } = await managedInvitation(tx, principal, id);
    if (row.usedAt || row.revokedAt) throw notFound('Invitation');
    await tx
      .update(projectInvitations)
      .set({ revokedAt: context.now })
      .where(eq(projectInvitations.id, row.id));
    return true as const;
  });
}

/** Makes the principal a member by the invitation, which is then used. */
async function join(
  tx: Transaction,
  principal: Principal,
  invitation: typeof projectInvitations.$inferSelect,
  context: ChangeContext,
) {
  // The project's lock orders this after any member change in flight.
  const [project] = await tx
    .select()
    .from(projects)
    .where(eq(projects.id, invitation.projectId))
    .for('update');
  if (!project) throw invalidToken();
  const [already] = await tx
    .select({ id: projectMembers.id })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.accountId, actorId(principal))));
  if (already) throw badInput('token', 'You are a member of this project already.');
  await tx.insert(projectMembers).values({
    projectId: project.id,
    accountId: actorId(principal),
    role: invitation.role,
    languages: invitation.languages,
    joinedAt: context.now,
  });
  await tx
    .update(projectInvitations)
    .set({ usedAt: context.now })
    .where(eq(projectInvitations.id, invitation.id));
  await recordMemberChange(
    tx,
    {
      projectId: project.id,
      accountId: actorId(principal),
      kind: 'member.joined',
      before: null,
      after: { role: invitation.role, languages: invitation.languages },
    },
    context,
  );
  return project;
}

const requireConfirmed = (principal: Principal) => {
  if (!principal.account.confirmedAt) {
    throw new DomainError(
      'ACCOUNT_UNCONFIRMED',
      'Confirm your e-mail address first, then open the link again.',
    );
  }
};

/** The mailed link is the capability: any signed-in, confirmed account that holds it may accept. */
export async function acceptInvitation(
  db: Database,
  principal: Principal,
  token: string,
  context: ChangeContext,
) {
  requireConfirmed(principal);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(projectInvitations)
      .where(and(eq(projectInvitations.tokenHash, hashToken(token)), isOpen(context.now)))
      .for('update');
    if (!invitation) throw invalidToken();
    return join(tx, principal, invitation, context);
  });
}

/**
 * A sign-up from an invitation link (docs/api-contract-extensions.md): the open invitation the
 * token names, locked; INVALID_TOKEN when it is used, revoked or expired, BAD_USER_INPUT on
 * `email` when it was sent to another address. Checked before anything of the account exists.
 */
export async function invitationForSignUp(tx: Transaction, token: string, email: string, now: Date) {
  const [invitation] = await tx
    .select()
    .from(projectInvitations)
    .where(and(eq(projectInvitations.tokenHash, hashToken(token)), isOpen(now)))
    .for('update');
  if (!invitation) throw invalidToken();
  if (invitation.email !== email) {
    throw new DomainError(
      'INVALID_INPUT',
      'This invitation was sent to another e-mail address: sign up with that one.',
      { field: 'email' },
    );
  }
  return invitation;
}

/** The invitation's account joins the project, as acceptInvitation does; answers the project. */
export const joinNewAccount = (
  tx: Transaction,
  account: Principal['account'],
  invitation: typeof projectInvitations.$inferSelect,
  context: ChangeContext,
) => join(tx, { kind: 'session', account, authenticatedAt: context.now }, invitation, context);

/** Accepts or declines an invitation to the viewer's current address; null when declined. */
export async function respondToInvitation(
  db: Database,
  principal: Principal,
  id: string,
  accept: boolean,
  context: ChangeContext,
) {
  if (!isId(id)) throw notFound('Invitation');
  requireConfirmed(principal);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(projectInvitations)
      .where(
        and(
          eq(projectInvitations.id, id),
          eq(projectInvitations.email, principal.account.email),
          isOpen(context.now),
        ),
      )
      .for('update');
    if (!invitation) throw notFound('Invitation');
    if (accept) return join(tx, principal, invitation, context);
    await tx
      .update(projectInvitations)
      .set({ revokedAt: context.now })
      .where(and(eq(projectInvitations.id, invitation.id), isNull(projectInvitations.usedAt)));
    return null;
  });
}
