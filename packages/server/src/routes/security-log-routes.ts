import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { deviceOf } from '../auth/device.ts';
import { securityLogOf } from '../security/security-log.ts';
import type { RouteContext } from './route-context.ts';

/** GET /api/auth/security-log: the last 90 days of the account's security events, newest first. */
export function registerSecurityLogRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  { requireSession }: RouteContext,
): void {
  app.get('/api/auth/security-log', async (request) => {
    const { account } = await requireSession(request);
    const events = await securityLogOf(deps.db, account.id, deps.now());
    return {
      events: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        method: event.method,
        device: deviceOf(event.userAgent),
        address: event.address,
        at: event.at.toISOString(),
      })),
    };
  });
}
