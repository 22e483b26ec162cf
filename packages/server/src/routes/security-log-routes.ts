import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { deviceOf } from '../auth/device.ts';
import { exportAccountData } from '../security/data-export.ts';
import { securityLogOf } from '../security/security-log.ts';
import { originOf } from './request-origin.ts';
import type { RouteContext } from './route-context.ts';

/** The account's own records: its security log (90 days, newest first) and the data export. */
export function registerSecurityLogRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  { requireSession }: RouteContext,
): void {
  // "Download my data" before leaving: one JSON document, named for the browser to save.
  app.get('/api/auth/export', async (request, reply) => {
    const { account } = await requireSession(request);
    const data = await exportAccountData(deps, account, originOf(request));
    reply.header('Content-Disposition', 'attachment; filename="verba-data.json"');
    return data;
  });

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
