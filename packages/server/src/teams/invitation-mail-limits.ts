import { invitationLimits } from '@verba/contract';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../errors.ts';
import { tooMany } from '../rate-limit/auth-limits.ts';
import type { CounterFactory } from '../rate-limit/counters.ts';

/**
 * A resend within a minute of the invitation's last mail: RATE_LIMITED, with the seconds left. The
 * invitation's row is written with each mail, so its `createdAt` is when the last one went out.
 */
export function checkResendCooldown(lastSentAt: Date, now: Date): void {
  const waitMs = lastSentAt.getTime() + invitationLimits.resendCooldownSeconds * 1000 - now.getTime();
  if (waitMs <= 0) return;
  const retryAfter = Math.ceil(waitMs / 1000);
  throw new DomainError(
    'RATE_LIMITED',
    `This invitation was sent less than a minute ago. Please try again in ${retryAfter} seconds.`,
    { retryAfter },
  );
}

export interface InvitationMailCap {
  /** Counts `mails` invitation mails against the account's day, or refuses with 429 RATE_LIMITED. */
  spend(accountId: string, mails: number): Promise<void>;
}

/**
 * Invitation mails per account and day, counted where the other rate limits count (Redis across
 * processes), so deleting a project or revoking invitations gives none back.
 */
export function createInvitationMailCap(
  makeCounter: CounterFactory,
  perDay: number = invitationLimits.mailsPerAccountPerDay,
): InvitationMailCap {
  const counter = makeCounter('invitationMailsPerAccount', { points: perDay, seconds: 24 * 60 * 60 });
  return {
    async spend(accountId, mails) {
      try {
        await counter.consume(accountId, mails);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw tooMany(rejection.msBeforeNext, 'invitation mails today');
      }
    },
  };
}
