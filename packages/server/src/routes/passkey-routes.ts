import type { FastifyInstance } from 'fastify';
import { parseInput, schemas } from '../auth/auth-input.ts';
import { DomainError } from '../errors.ts';
import { clientAddress } from '../http/client-address.ts';
import { requireSignedIn, sessionOf } from '../http/session-hook.ts';
import { finishPasskeySignIn, startPasskeySignIn } from '../passkeys/passkey-authentication.ts';
import { passkeySchemas } from '../passkeys/passkey-input.ts';
import { finishPasskeyRegistration, startPasskeyRegistration } from '../passkeys/passkey-registration.ts';
import { deletePasskeys, renamePasskey } from '../passkeys/passkey-repository.ts';
import { relyingPartyFor } from '../passkeys/relying-party.ts';
import { type AuthRouteContext, reportRequestChange } from './auth-route-context.ts';
import type { RouteContext } from './route-context.ts';
import { startSession } from './session-start.ts';

const success = { success: true } as const;

const noSuchPasskey = () => new DomainError('PASSKEY_NOT_FOUND', 'This passkey does not exist (any more).');

/** Passkeys: adding, renaming and removing them (with a session), and signing in with one. */
export function registerPasskeyRoutes(
  app: FastifyInstance,
  auth: AuthRouteContext,
  { cookies, requireSession, requireFreshSession }: RouteContext,
  publicOrigin: string,
): void {
  const rp = relyingPartyFor(publicOrigin);

  app.register(async (signedIn) => {
    requireSignedIn(signedIn, requireSession);
    signedIn.post('/api/auth/setup/passkey', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      parseInput(schemas.empty, request.body);
      return { publicKey: await startPasskeyRegistration(auth.db, rp, account, auth.now(), auth.limiter) };
    });

    signedIn.post('/api/auth/setup/passkey/confirm', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      await finishPasskeyRegistration(
        auth.db,
        rp,
        account,
        parseInput(passkeySchemas.registration, request.body),
        auth.now(),
      );
      await reportRequestChange(auth, request, account, 'passkey-added', 'passkeyAdded');
      return success;
    });

    signedIn.post('/api/auth/setup/passkey/rename', async (request) => {
      const { account } = sessionOf(request);
      const { id, name } = parseInput(passkeySchemas.rename, request.body);
      if (!(await renamePasskey(auth.db, account.id, id, name))) throw noSuchPasskey();
      return success;
    });

    signedIn.post('/api/auth/setup/passkey/disable', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      const { id } = parseInput(passkeySchemas.disable, request.body);
      const deleted = await deletePasskeys(auth.db, account.id, id);
      if (id && deleted === 0) throw noSuchPasskey();
      if (deleted > 0) await reportRequestChange(auth, request, account, 'passkey-removed', 'passkeyRemoved');
      return success;
    });
  });

  app.post('/api/auth/login/passkey', async (request) => {
    parseInput(schemas.empty, request.body);
    return {
      publicKey: await startPasskeySignIn(auth.db, rp, clientAddress(request.ip), auth.now(), auth.limiter),
    };
  });

  app.post('/api/auth/login/passkey/confirm', async (request, reply) => {
    const input = parseInput(passkeySchemas.authentication, request.body);
    const token = await finishPasskeySignIn(
      auth.db,
      rp,
      input,
      clientAddress(request.ip),
      auth.now(),
      auth.limiter,
    );
    await startSession(auth, cookies, request, reply, token, 'passkey');
    return { status: 'ok' };
  });
}
