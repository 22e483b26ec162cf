import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError } from '../errors.ts';
import type { Emit } from '../events/project-event.ts';
import type { Links } from '../mail/mail-links.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import { announceGone, distributionsGoing } from '../releases/distributions-going.ts';
import { sharedProjectsOf } from '../teams/shared-projects.ts';
import { findAccountByEmail } from './account-repository.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';
import { wrongPassword } from './password-service.ts';
import type { Account } from './session-service.ts';
import { checkPassword } from './sign-in-service.ts';

export async function updateProfile(
  db: Database,
  account: Account,
  { firstName, lastName }: { firstName: string; lastName: string },
): Promise<void> {
  await db.update(accounts).set({ firstName, lastName }).where(eq(accounts.id, account.id));
}

/**
 * Sends the confirmation link to the new address and a notice to the old one. When the new address
 * already has an account, that mailbox is told instead, and the caller gets the same answer.
 */
export async function requestEmailChange(
  db: Database,
  account: Account,
  { email, password }: { email: string; password: string },
  now: Date,
  limiter: AuthLimiter,
  outbox: Outbox,
  links: Links,
): Promise<void> {
  if (!(await checkPassword(db, account, account.email, password, now, limiter, outbox, links)))
    throw wrongPassword();
  if (email === account.email) {
    throw new DomainError('INVALID_INPUT', 'This is already your e-mail address.', { field: 'email' });
  }
  // Each request mails two mailboxes, one of them chosen by the caller.
  await limiter.hit('emailChangesPerAccount', account.id);
  const locale = mailLocale(account.locale);
  await db.transaction(async (tx) => {
    if (await findAccountByEmail(tx, email)) {
      await outbox.enqueue(tx, { to: email, ...renderMail('emailTaken', locale, {}) });
    } else {
      const token = await issueToken(tx, account.id, 'email-change', now, email);
      await outbox.enqueue(tx, {
        to: email,
        accountId: account.id,
        ...renderMail('emailChangeConfirm', locale, {
          firstName: account.firstName,
          actionUrl: links.emailChange(token),
        }),
      });
    }
    await outbox.enqueue(tx, {
      to: account.email,
      accountId: account.id,
      ...renderMail('emailChangeNotice', locale, {
        firstName: account.firstName,
        newEmail: email,
        forgotUrl: links.forgotPassword,
      }),
    });
  });
  void outbox.deliverPending();
}

const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', 'This e-mail address now belongs to another account.');

export async function confirmEmailChange(
  db: Database,
  account: Account,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const row = await consumeToken(tx, token, 'email-change', now);
      if (row.accountId !== account.id || !row.newEmail) {
        throw new DomainError(
          'INVALID_TOKEN',
          'This link belongs to another account. Sign in with that account first.',
        );
      }
      if (await findAccountByEmail(tx, row.newEmail)) throw emailTaken();
      await tx.update(accounts).set({ email: row.newEmail }).where(eq(accounts.id, account.id));
    })
    // Taken between the check and the update by a concurrent sign-up.
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
}

/**
 * Erases the account; sessions, tokens, queued mails and its own projects go with it through ON
 * DELETE CASCADE, and its distributions' /cdn files at once.
 */
export async function deleteAccount(
  db: Database,
  account: Account,
  password: string,
  now: Date,
  limiter: AuthLimiter,
  outbox: Outbox,
  links: Links,
  emit: Emit,
): Promise<void> {
  if (!(await checkPassword(db, account, account.email, password, now, limiter, outbox, links)))
    throw wrongPassword();
  const going = await db.transaction(async (tx) => {
    // Projects others work in wait for a transfer or their deletion; memberships end by cascade.
    const shared = await sharedProjectsOf(tx, account.id);
    if (shared.length > 0) {
      throw new DomainError(
        'OWNS_SHARED_PROJECTS',
        'You own projects that others work in. Transfer or delete them first.',
        // The contract names the list `details.projects`.
        { details: { projects: shared } },
      );
    }
    const going = await distributionsGoing(tx, { accountId: account.id });
    await tx.delete(accounts).where(eq(accounts.id, account.id));
    return going;
  });
  announceGone(emit, going);
}
