import type { FastifyRequest } from 'fastify';
import { resolvedPrincipal } from '../http/principal-hook.ts';
import type { RequireSession } from '../http/require-session.ts';
import { bytesCost, type WriteLimiter } from './write-limits.ts';

/** A route hook that spends `cost(request)` points of the signed-in account's write budget. */
export type LimitWrites = (
  cost: (request: FastifyRequest) => number,
) => (request: FastifyRequest) => Promise<void>;

/**
 * For onRequest or preParsing, before the body is read: a refused upload is not received. Without a
 * session it answers 401, as the route itself would.
 */
export const createLimitWrites =
  (limiter: WriteLimiter, requireSession: RequireSession): LimitWrites =>
  (cost) =>
  async (request) => {
    // An API key's request spends its creator's budget, as the creator's own would.
    const account = resolvedPrincipal(request)?.account ?? (await requireSession(request)).account;
    await limiter.spend(account.id, cost(request));
  };

/** An upload costs by its Content-Length; one sent without it, as the largest allowed. */
export const uploadCost = (maxBytes: number) => (request: FastifyRequest) =>
  bytesCost(Number(request.headers['content-length']) || maxBytes);
