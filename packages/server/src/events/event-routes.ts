import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { authorizeGroup } from '../access/authorize.ts';
import { actorId } from '../access/principal.ts';
import type { AuthenticateApiKey } from '../api-keys/api-key-auth.ts';
import { parseInput } from '../auth/auth-input.ts';
import { sessionIdOf } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { accessOf } from '../http/operation-hook.ts';
import { principalOf, requirePrincipal } from '../http/principal-hook.ts';
import type { RequireSession } from '../http/require-session.ts';
import { tooMany } from '../rate-limit/auth-limits.ts';
import type { CounterFactory } from '../rate-limit/counters.ts';
import { canonicalTag } from '../workspace/workspace-rules.ts';
import type { Credential } from './access-end.ts';
import type { EventBus } from './event-bus.ts';
import { batchText, eventText } from './event-text.ts';
import type { Presence } from './presence.ts';
import type { ProjectStreams } from './project-streams.ts';
import { streamLimits } from './stream-limits.ts';

const streamHeaders = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  // nginx and similar proxies would otherwise hold the events back in their buffers.
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

const presenceSchema = z.object({
  groupId: z.string().max(64),
  keyId: z.string().max(64).nullish(),
  language: z
    .string()
    .max(35)
    .nullish()
    .refine((tag) => tag == null || canonicalTag(tag) !== null, 'language must be a BCP 47 language tag'),
});

/**
 * GET /api/projects/:projectId/events: the project's live updates; POST …/presence: where the
 * caller is in it (collaboration-contract.md).
 */
export function registerEventRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    bus: EventBus;
    streams: ProjectStreams;
    presence: Presence;
    requireSession: RequireSession;
    /** A Bearer API key with READ opens the stream too. */
    apiKeys?: AuthenticateApiKey;
    counters: CounterFactory;
  },
): void {
  const { db, bus, streams, presence } = options;
  const presencePings = options.counters('presencePerAccountAndProject', {
    points: streamLimits.presencePings,
    seconds: streamLimits.presenceWindowMs / 1000,
  });
  /** The session or key the request came with: its stream lives as long as that does. */
  const credentialOf = async (request: FastifyRequest): Promise<Credential> => {
    const principal = principalOf(request);
    if (principal.kind === 'apiKey') return { kind: 'apiKey', keyId: principal.keyId };
    const { tokenHash } = await options.requireSession(request);
    return { kind: 'session', sessionId: sessionIdOf(tokenHash), tokenHash };
  };
  app.register(async (scoped) => {
    requirePrincipal(scoped, options.requireSession, options.apiKeys);
    scoped.get<{ Params: { projectId: string } }>(
      '/api/projects/:projectId/events',
      async (request, reply) => {
        const principal = principalOf(request);
        const { project } = accessOf(request);
        const credential = await credentialOf(request);
        streams.admit(actorId(principal));
        const lastId = request.headers['last-event-id'];
        // Read the missed events and join the fan-out in one turn, so no event falls in between.
        const missed = typeof lastId === 'string' && lastId !== '' ? bus.since(project.id, lastId) : [];
        const missedText = missed === null ? '' : batchText(missed);
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, streamHeaders);
        response.write(': connected\n\n');
        const stream = {
          projectId: project.id,
          accountId: actorId(principal),
          credential,
          write: (chunk: string) => void response.write(chunk),
          unsent: () => response.writableLength,
          end: () => response.end(),
        };
        const leave = streams.add(stream);
        response.on('close', leave);
        // Too old to resume, or more than a stream may hold: the client reloads what it shows; the
        // empty id starts it afresh.
        if (missed === null || missedText.length > streamLimits.unsentBytes) {
          streams.send(stream, eventText({ id: '', event: 'reset', data: {} }));
        } else if (missedText !== '') streams.send(stream, missedText);
      },
    );

    scoped.post<{ Params: { projectId: string } }>('/api/projects/:projectId/presence', async (request) => {
      const principal = principalOf(request);
      const input = parseInput(presenceSchema, request.body);
      const { group } = await authorizeGroup(db, principal, input.groupId, 'read');
      if (group.projectId !== request.params.projectId) throw notFound('Group');
      const { account } = principal;
      await presencePings.consume(`${account.id} ${group.projectId}`).catch((rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) throw tooMany(rejection.msBeforeNext, 'presence pings');
        throw rejection;
      });
      presence.ping(group.projectId, {
        accountId: account.id,
        firstName: account.firstName,
        lastName: account.lastName,
        groupId: group.id,
        keyId: input.keyId ?? null,
        language: input.language ? canonicalTag(input.language) : null,
      });
      // The caller's own id, so an editor can leave itself out of the members it shows.
      return { accountId: account.id };
    });
  });
}
