import { rules } from '@verba/api-client';
import { HttpResponse, http } from 'msw';
import { commonPassword, type MockTokenPurpose, mockTotpCode } from '../account-fixtures.ts';
import { type MockStore, newId } from '../store.ts';
import { apiError } from './auth.ts';

const success = () => HttpResponse.json({ success: true });
const notSignedIn = () => apiError(401, 'You are not signed in.', 'UNAUTHENTICATED');
const wrongPassword = () => apiError(401, 'The password is not correct.', 'INVALID_PASSWORD');

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The server's 400: the first bad field named in `error` (api-contract.md). */
interface Schema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
}

function parse<T>(schema: Schema<T>, body: unknown): { data: T } | { response: Response } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data };
  const field = parsed.error.issues[0]?.path.map(String).join('.') ?? 'input';
  return { response: apiError(400, `${field} is not valid.`, 'INVALID_INPUT') };
}

function refuseCommon(field: string, password: string): Response | null {
  return password === commonPassword
    ? apiError(400, `${field} is one of the most common passwords; choose another.`, 'INVALID_INPUT')
    : null;
}

/** Uses up a mailed token the way the server does: unknown or expired 400, used 409. */
function useToken(store: MockStore, token: unknown, purpose: MockTokenPurpose) {
  const value = typeof token === 'string' ? token : '';
  if (value === 'used-token')
    return { response: apiError(409, 'This link has already been used.', 'TOKEN_USED') };
  const entry = value === 'expired-token' ? { purpose, expired: true } : store.tokens[value];
  if (!entry || entry.purpose !== purpose) {
    return {
      response: apiError(
        400,
        'This link is not valid. Please check that you copied all of it.',
        'INVALID_TOKEN',
      ),
    };
  }
  if (entry.used) return { response: apiError(409, 'This link has already been used.', 'TOKEN_USED') };
  if (entry.expired) {
    return { response: apiError(400, 'This link has expired. Please ask for a new one.', 'TOKEN_EXPIRED') };
  }
  entry.used = true;
  return { entry };
}

/** In `pnpm dev:mock` no mail is sent: the link a mail would carry goes to the console instead. */
function mail(store: MockStore, purpose: MockTokenPurpose, email: string, path: string): void {
  const token = newId(store, purpose);
  store.tokens[token] = { purpose, email };
  console.info(`[mock mail to ${email}] ${path}?token=${token}`);
}

/**
 * The account calls of api-contract.md over the one store: sign-up and its links, the second
 * sign-in step, the forgotten password and every /api/auth/setup call of the account settings.
 */
const invitationOf = (store: MockStore, token: unknown) =>
  store.receivedInvitations.find((entry) => typeof token === 'string' && entry.token === token);
const invalidInvitation = () =>
  apiError(400, 'This invitation link was used, revoked or has expired. Ask for a new one.', 'INVALID_TOKEN');

export function accountHandlers(store: MockStore) {
  const signedIn = () => store.session !== null;
  return [
    // What an invitation link invites to, for its sign-up page: the received invitations by token,
    // each addressed to its `email` (else the account's).
    http.post('/api/auth/invitation', async ({ request }) => {
      const invitation = invitationOf(store, (await readBody(request)).token);
      if (!invitation) return invalidInvitation();
      return HttpResponse.json({
        email: invitation.email ?? store.account.email,
        projectName: invitation.project.name,
        role: invitation.role,
        languages: invitation.languages,
        invitedBy: invitation.invitedBy,
        expiresAt: invitation.expiresAt,
      });
    }),

    http.post('/api/auth/register', async ({ request }) => {
      const body = await readBody(request);
      const input = parse(rules.registrationRules, body);
      if ('response' in input) return input.response;
      const refused = refuseCommon('password', input.data.password);
      if (refused) return refused;
      const email = input.data.email.toLowerCase();
      // From an invitation link: confirmed, joined and signed in at once, as the server does.
      if (body.invitationToken !== undefined) {
        const invitation = invitationOf(store, body.invitationToken);
        if (!invitation) return invalidInvitation();
        if ((invitation.email ?? store.account.email) !== email)
          return apiError(
            400,
            'This invitation was sent to another e-mail address.',
            'INVALID_INPUT',
            'email',
          );
        if (email === store.account.email)
          return apiError(409, 'An account with this e-mail address exists already.', 'EMAIL_TAKEN', 'email');
        store.account = {
          ...store.account,
          id: newId(store, 'user'),
          email,
          firstName: input.data.firstName,
          lastName: input.data.lastName,
        };
        store.password = input.data.password;
        store.session = structuredClone(store.account);
        store.receivedInvitations = store.receivedInvitations.filter((entry) => entry !== invitation);
        store.projects.push({
          ...invitation.project,
          viewerRole: invitation.role,
          viewerLanguages: invitation.languages,
        });
        return HttpResponse.json({ success: true, projectId: invitation.project.id }, { status: 201 });
      }
      // The same 201 for an address that has an account: the answer never tells (no enumeration).
      if (email !== store.account.email) {
        const locale = typeof body.locale === 'string' ? body.locale : undefined;
        store.registrations.push({ ...input.data, email, locale });
        mail(store, 'confirm', email, '/confirm');
        mail(store, 'decline', email, '/confirm/decline');
      }
      return HttpResponse.json({ success: true }, { status: 201 });
    }),

    http.post('/api/auth/confirm', async ({ request }) => {
      const used = useToken(store, (await readBody(request)).token, 'confirm');
      if ('response' in used) return used.response;
      const registration = store.registrations.find((entry) => entry.email === used.entry.email);
      if (registration) {
        // The mock world holds one account: a confirmed sign-up becomes the one sign-in accepts.
        store.registrations = store.registrations.filter((entry) => entry !== registration);
        store.account = {
          ...store.account,
          id: newId(store, 'user'),
          email: registration.email,
          firstName: registration.firstName,
          lastName: registration.lastName,
        };
        store.password = registration.password;
      }
      return success();
    }),

    http.post('/api/auth/confirm/decline', async ({ request }) => {
      const used = useToken(store, (await readBody(request)).token, 'decline');
      if ('response' in used) return used.response;
      store.registrations = store.registrations.filter((entry) => entry.email !== used.entry.email);
      return success();
    }),

    http.post('/api/auth/login/2fa', async ({ request }) => {
      if (!store.pendingSecondFactor) {
        return apiError(401, 'Your sign-in has expired. Please sign in again.', 'NO_PENDING_SIGN_IN');
      }
      if ((await readBody(request)).code !== mockTotpCode) {
        return apiError(401, 'The code is not correct.', 'INVALID_CODE');
      }
      store.pendingSecondFactor = false;
      store.session = structuredClone(store.account);
      return HttpResponse.json({ status: 'ok' });
    }),

    http.post('/api/auth/password/forgot', async ({ request }) => {
      const input = parse(rules.forgotPasswordRules, await readBody(request));
      if ('response' in input) return input.response;
      if (input.data.email.toLowerCase() === store.account.email) {
        mail(store, 'password-reset', store.account.email, '/sign-in/forgot-password');
      }
      return success();
    }),

    http.post('/api/auth/password/reset', async ({ request }) => {
      const body = await readBody(request);
      // removePasskeys may be left out, which keeps them.
      const input = parse(rules.resetPasswordRules, { removePasskeys: false, ...body });
      if ('response' in input) return input.response;
      const refused = refuseCommon('newPassword', input.data.newPassword);
      if (refused) return refused;
      const used = useToken(store, body.token, 'password-reset');
      if ('response' in used) return used.response;
      store.password = input.data.newPassword;
      if (input.data.removePasskeys) store.account.passkeys = [];
      // A reset ends every session of the account.
      store.session = null;
      return success();
    }),

    http.post('/api/auth/unlock', async ({ request }) => {
      const used = useToken(store, (await readBody(request)).token, 'unlock');
      return 'response' in used ? used.response : success();
    }),

    http.post('/api/auth/setup/profile', async ({ request }) => {
      if (!signedIn()) return notSignedIn();
      const input = parse(rules.profileRules, await readBody(request));
      if ('response' in input) return input.response;
      store.account = { ...store.account, ...input.data };
      store.session = structuredClone(store.account);
      return success();
    }),

    http.post('/api/auth/setup/email', async ({ request }) => {
      if (!signedIn()) return notSignedIn();
      const input = parse(rules.emailChangeRules, await readBody(request));
      if ('response' in input) return input.response;
      if (input.data.password !== store.password) return wrongPassword();
      const email = input.data.email.toLowerCase();
      if (email === store.account.email) {
        return apiError(400, 'This is already your e-mail address.', 'INVALID_INPUT', 'email');
      }
      mail(store, 'email-change', email, '/email-change-confirm');
      return success();
    }),

    http.post('/api/auth/setup/email/confirm', async ({ request }) => {
      if (!signedIn()) return notSignedIn();
      const used = useToken(store, (await readBody(request)).token, 'email-change');
      if ('response' in used) return used.response;
      store.account = { ...store.account, email: used.entry.email ?? store.account.email };
      store.session = structuredClone(store.account);
      return success();
    }),

    http.post('/api/auth/setup/password', async ({ request }) => {
      if (!signedIn()) return notSignedIn();
      const input = parse(rules.passwordChangeRules, await readBody(request));
      if ('response' in input) return input.response;
      if (input.data.oldPassword !== store.password) return wrongPassword();
      const refused = refuseCommon('newPassword', input.data.newPassword);
      if (refused) return refused;
      store.password = input.data.newPassword;
      return success();
    }),

    http.post('/api/auth/setup/delete', async ({ request }) => {
      if (!signedIn()) return notSignedIn();
      const input = parse(rules.deleteAccountRules, await readBody(request));
      if ('response' in input) return input.response;
      if (input.data.password !== store.password) return wrongPassword();
      store.session = null;
      // The mock world holds one account: an address no sign-in can match stands for "erased".
      store.account = { ...store.account, email: `erased:${store.account.id}` };
      store.password = '';
      store.projects = [];
      return success();
    }),
  ];
}
