import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { parseInput, schemas } from '../auth/auth-input.ts';
import { DomainError } from '../errors.ts';
import { clientAddress } from '../http/client-address.ts';
import { requireSignedIn, sessionOf } from '../http/session-hook.ts';
import { finishPasskeySignIn, startPasskeySignIn } from '../passkeys/passkey-authentication.ts';
import { passkeySchemas } from '../passkeys/passkey-input.ts';
import { finishPasskeyRegistration, startPasskeyRegistration } from '../passkeys/passkey-registration.ts';
import { deletePasskeys, renamePasskey } from '../passkeys/passkey-repository.ts';
import { relyingPartyFor } from '../passkeys/relying-party.ts';
import { reportChange } from '../security/account-changes.ts';
import { originOf } from './request-origin.ts';
import type { RouteContext } from './route-context.ts';
import { startSession } from './session-start.ts';

const success = { success: true } as const;

const noSuchPasskey = () => new DomainError('PASSKEY_NOT_FOUND', 'This passkey does not exist (any more).');

/** Passkeys: adding, renaming and removing them (with a session), and signing in with one. */
export function registerPasskeyRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  { cookies, requireSession, requireFreshSession }: RouteContext,
  publicOrigin: string,
): void {
  const rp = relyingPartyFor(publicOrigin);

  app.register(async (signedIn) => {
    requireSignedIn(signedIn, requireSession);
    signedIn.post('/api/auth/setup/passkey', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      parseInput(schemas.empty, request.body);
      return { publicKey: await startPasskeyRegistration(deps, rp, account) };
    });

    signedIn.post('/api/auth/setup/passkey/confirm', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      await finishPasskeyRegistration(
        deps,
        rp,
        account,
        parseInput(passkeySchemas.registration, request.body),
      );
      await reportChange(deps, account, originOf(request), 'passkey-added', 'passkeyAdded');
      return success;
    });

    signedIn.post('/api/auth/setup/passkey/rename', async (request) => {
      const { account } = sessionOf(request);
      const { id, name } = parseInput(passkeySchemas.rename, request.body);
      if (!(await renamePasskey(deps.db, account.id, id, name))) throw noSuchPasskey();
      return success;
    });

    signedIn.post('/api/auth/setup/passkey/disable', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      const { id } = parseInput(passkeySchemas.disable, request.body);
      const deleted = await deletePasskeys(deps.db, account.id, id);
      if (id && deleted === 0) throw noSuchPasskey();
      if (deleted > 0)
        await reportChange(deps, account, originOf(request), 'passkey-removed', 'passkeyRemoved');
      return success;
    });
  });

  app.post('/api/auth/login/passkey', async (request) => {
    parseInput(schemas.empty, request.body);
    return { publicKey: await startPasskeySignIn(deps, rp, clientAddress(request.ip)) };
  });

  app.post('/api/auth/login/passkey/confirm', async (request, reply) => {
    const input = parseInput(passkeySchemas.authentication, request.body);
    const token = await finishPasskeySignIn(deps, rp, input, clientAddress(request.ip));
    await startSession(deps, cookies, request, reply, token, 'passkey');
    return { status: 'ok' };
  });
}
