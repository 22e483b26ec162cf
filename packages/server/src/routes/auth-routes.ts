import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Account } from '../auth/session-service.ts';
import { unauthenticated } from '../errors.ts';

interface AuthRouteDeps {
  currentAccount: (request: FastifyRequest) => Promise<Account | null>;
  secureCookies: boolean;
}

export function registerAuthRoutes(app: FastifyInstance, { currentAccount }: AuthRouteDeps): void {
  app.get('/api/auth/info', async (request) => {
    const account = await currentAccount(request);
    if (!account) throw unauthenticated();
    return {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      twoFactorEnabled: account.twoFactorEnabled,
      passkeys: [],
    };
  });
}
