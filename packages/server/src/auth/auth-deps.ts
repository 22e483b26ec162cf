import type { Database } from '../db/database.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Emit } from '../events/project-event.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import type { SecretBox } from '../secrets/secret-box.ts';

/** What the account services share; built once in app.ts. */
export interface AuthDeps {
  db: Database;
  /** Ends the streams of the sessions that end here. */
  endAccess: EndAccess;
  outbox: Outbox;
  limiter: AuthLimiter;
  links: Links;
  /** Seals secrets stored in the database (TOTP secrets). */
  secrets: SecretBox;
  now: () => Date;
  /** Tells every process what an account's erasure took with it (its distributions' /cdn files). */
  emit: Emit;
}

export interface Links {
  confirm(token: string): string;
  decline(token: string): string;
  passwordReset(token: string): string;
  emailChange(token: string): string;
  unlock(token: string): string;
  /** The "This wasn't me" page of a security notice. */
  notMe(token: string): string;
  signIn: string;
  forgotPassword: string;
  /** The invitation page of teams-contract.md. */
  invitation(token: string): string;
  /** A key in its group's editor, found by its name (a mention mail's link). */
  editorKey(projectId: string, groupId: string, keyName: string): string;
}

/** The pages of api-contract.md that mail links open. */
export function createLinks(publicOrigin: string): Links {
  const page = (path: string) => (token: string) =>
    `${publicOrigin}${path}?token=${encodeURIComponent(token)}`;
  return {
    confirm: page('/confirm'),
    decline: page('/confirm/decline'),
    passwordReset: page('/sign-in/forgot-password'),
    emailChange: page('/email-change-confirm'),
    unlock: page('/unlock'),
    notMe: page('/not-me'),
    signIn: `${publicOrigin}/sign-in`,
    forgotPassword: `${publicOrigin}/sign-in/forgot-password`,
    invitation: page('/invitation'),
    editorKey: (projectId, groupId, keyName) =>
      `${publicOrigin}/group/${projectId}/${groupId}?q=${encodeURIComponent(keyName)}`,
  };
}
