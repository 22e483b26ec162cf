import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError } from '../errors.ts';
import type { Links } from '../mail/mail-links.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import type { EventOrigin } from '../security/security-log.ts';
import { invitationForSignUp, joinNewAccount } from '../teams/invitation-service.ts';
import { findAccountByEmail } from './account-repository.ts';
import { insertAccount } from './insert-account.ts';
import { consumeToken, issueToken, retireTokens } from './one-time-tokens.ts';
import { hashPassword } from './password-hashing.ts';
import { createSession } from './session-service.ts';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale?: string | undefined;
  /** The mailed invitation's token: see registerFromInvitation. */
  invitationToken?: string | undefined;
}

const addressTaken = () =>
  new DomainError(
    'EMAIL_TAKEN',
    'An account with this e-mail address exists already: sign in to accept the invitation.',
    { field: 'email' },
  );

/**
 * A sign-up from an invitation link, in one transaction: the invitation must be open and sent to
 * this address (its mail proves the address, so the account is confirmed at once and no
 * confirmation mail goes out), the account is created, joins the project as the invitation says,
 * and gets a session. Nothing is written when any step fails. An address that has an account is
 * EMAIL_TAKEN: only someone holding that address's invitation learns it.
 */
export async function registerFromInvitation(
  db: Database,
  input: Registration & { invitationToken: string },
  ip: string,
  origin: EventOrigin,
  now: Date,
  limiter: AuthLimiter,
): Promise<{ sessionToken: string; projectId: string }> {
  await limiter.hit('registerPerIp', ip);
  await limiter.hit('registerPerEmail', input.email);
  const passwordHash = await hashPassword(input.password);
  const locale = mailLocale(input.locale);
  try {
    return await db.transaction(async (tx) => {
      const invitation = await invitationForSignUp(tx, input.invitationToken, input.email, now);
      if (await findAccountByEmail(tx, input.email)) throw addressTaken();
      const account = await insertAccount(tx, { ...input, passwordHash, locale }, now, { confirmedAt: now });
      const project = await joinNewAccount(tx, account, invitation, { locale, origin, now });
      return { sessionToken: await createSession(tx, account.id, now), projectId: project.id };
    });
  } catch (error) {
    // Another sign-up for this address won the race: it has an account now.
    if (isUniqueViolation(error)) throw addressTaken();
    throw error;
  }
}

/**
 * Both outcomes answer alike and cost alike (a hash, a lookup, a queued mail), so the answer
 * never tells whether an address has an account; the mailbox owner learns it from the mail.
 */
export async function register(
  db: Database,
  input: Registration,
  ip: string,
  now: Date,
  limiter: AuthLimiter,
  outbox: Outbox,
  links: Links,
): Promise<void> {
  await limiter.hit('registerPerIp', ip);
  await limiter.hit('registerPerEmail', input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    await createAccountOrNotify(db, input, passwordHash, now, outbox, links);
  } catch (error) {
    // Two sign-ups for one address at the same moment: the other one created the account and mailed.
    if (!isUniqueViolation(error)) throw error;
  }
  void outbox.deliverPending();
}

async function createAccountOrNotify(
  db: Database,
  input: Registration,
  passwordHash: string,
  now: Date,
  outbox: Outbox,
  links: Links,
) {
  await db.transaction(async (tx) => {
    const existing = await findAccountByEmail(tx, input.email);
    if (existing) {
      await outbox.enqueue(tx, {
        to: existing.email,
        accountId: existing.id,
        ...renderMail('alreadyRegistered', mailLocale(input.locale ?? existing.locale), {
          firstName: existing.firstName,
          signInUrl: links.signIn,
          actionUrl: links.forgotPassword,
        }),
      });
      return;
    }
    const locale = mailLocale(input.locale);
    const account = await insertAccount(tx, { ...input, passwordHash, locale }, now, { confirmedAt: null });
    const confirmToken = await issueToken(tx, account.id, 'confirm', now);
    const declineToken = await issueToken(tx, account.id, 'decline', now);
    await outbox.enqueue(tx, {
      to: account.email,
      accountId: account.id,
      ...renderMail('confirmAccount', locale, {
        firstName: account.firstName,
        actionUrl: links.confirm(confirmToken),
        declineUrl: links.decline(declineToken),
      }),
    });
  });
}

export async function confirmAccount(db: Database, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'confirm', now);
    await tx.update(accounts).set({ confirmedAt: now }).where(eq(accounts.id, row.accountId));
    await retireTokens(tx, row.accountId, ['confirm', 'decline'], now);
  });
}

const alreadyConfirmed = () =>
  new DomainError('TOKEN_USED', 'This account has been confirmed, so this link no longer erases it.');

/** "This was not me": erases the account that was never confirmed, and all it holds. */
export async function declineAccount(db: Database, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'decline', now);
    // A confirmed account stays, whatever link arrives: erasing it takes the owner's password.
    const erased = await tx
      .delete(accounts)
      .where(and(eq(accounts.id, row.accountId), isNull(accounts.confirmedAt)))
      .returning({ id: accounts.id });
    if (erased.length === 0) throw alreadyConfirmed();
  });
}
