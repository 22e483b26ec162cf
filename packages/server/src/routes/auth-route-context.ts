import type { Database } from '../db/database.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Emit } from '../events/project-event.ts';
import type { Links } from '../mail/mail-links.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import type { SecretBox } from '../secrets/secret-box.ts';

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
