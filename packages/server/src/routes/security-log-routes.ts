import type { FastifyInstance } from 'fastify';
import { deviceOf } from '../auth/device.ts';
import { requireSignedIn, sessionOf } from '../http/session-hook.ts';
import { exportAccountData } from '../security/data-export.ts';
import { securityLogOf } from '../security/security-log.ts';
import type { AuthRouteContext } from './auth-route-context.ts';
import { originOf } from './request-origin.ts';
import type { RouteContext } from './route-context.ts';

/** The account's own records: its security log (90 days, newest first) and the data export. */
export function registerSecurityLogRoutes(
  app: FastifyInstance,
  auth: AuthRouteContext,
  { requireSession, requireFreshSession }: RouteContext,
): void {
  app.register(async (signedIn) => {
    requireSignedIn(signedIn, requireSession);
    // "Download my data" before leaving: one JSON document, named for the browser to save. It hands
    // over everything the account holds, so it needs a recent sign-in, as deleting the account does.
    signedIn.get('/api/auth/export', { onRequest: requireFreshSession }, async (request, reply) => {
      const { account } = sessionOf(request);
      await auth.limiter.hit('dataExportsPerAccount', account.id);
      const data = await exportAccountData(auth.db, account, originOf(request), auth.now());
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="verba-data.json"')
        .send(data);
    });

    signedIn.get('/api/auth/security-log', async (request) => {
      const { account } = sessionOf(request);
      const events = await securityLogOf(auth.db, account.id, auth.now());
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
  });
}
