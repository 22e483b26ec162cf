import type { FastifyRequest } from 'fastify';
import type { Account } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Emit } from '../events/project-event.ts';
import type { Links } from '../mail/mail-links.ts';
import type { NoticeKind } from '../mail/mail-texts.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { reportChange } from '../security/account-changes.ts';
import type { SecurityEventKind } from '../security/security-log.ts';
import { originOf } from './request-origin.ts';

/**
 * What the account routes hand the auth services, each as its own argument: the long-lived things
 * the app factory made, and the clock each request reads once.
 */
export interface AuthRouteContext {
  db: Database;
  now: () => Date;
  limiter: AuthLimiter;
  outbox: Outbox;
  links: Links;
  /** Seals secrets stored in the database (TOTP secrets). */
  secrets: SecretBox;
  /** Ends the streams of the sessions that end here. */
  endAccess: EndAccess;
  /** Tells every process what an account's erasure took with it (its distributions' /cdn files). */
  emit: Emit;
}

/** A change the request made to its own account: logged from its browser, now, with its notice mail. */
export const reportRequestChange = (
  auth: AuthRouteContext,
  request: FastifyRequest,
  account: Account,
  kind: SecurityEventKind,
  notice?: NoticeKind,
) => reportChange(auth.db, account, originOf(request), kind, auth.now(), auth.outbox, auth.links, notice);
