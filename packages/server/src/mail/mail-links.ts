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
