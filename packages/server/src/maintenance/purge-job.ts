import { and, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import {
  accounts,
  imports,
  oneTimeTokens,
  pendingSignIns,
  securityEvents,
  sessions,
  webauthnChallenges,
  webhookDeliveries,
} from '../db/schema.ts';
import { removeDueFactors } from '../security/factor-removal.ts';
import { securityLogDays } from '../security/security-log.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const purgeEveryMs = 15 * 60 * 1000;
// Links and passkey answers that arrive late still hear "expired" rather than "unknown" for a while.
const tokenGraceMs = 7 * day;
const challengeGraceMs = hour;
const unconfirmedAccountMs = 7 * day;
// Retries end within hours; a webhook turned off for a month loses its queue with the rest.
const webhookDeliveryMs = 30 * day;

/**
 * Removes the factors whose "This wasn't me" delay ran out, and deletes what has run out: sessions, mail-link tokens, pending 2FA sign-ins, passkey challenges,
 * accounts never confirmed within 7 days, security events past the log's 90 days, webhook deliveries past 30 days, and imports: an
 * expired preview's uploaded files at once (they can be large), its row a week later. Plain conditional deletes, so several processes
 * running it at once just find less to delete.
 */
export async function purgeExpired(db: Database, now: Date): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await removeDueFactors(db, now);
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, before(tokenGraceMs)));
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, before(challengeGraceMs)));
  await db
    .delete(accounts)
    .where(and(isNull(accounts.confirmedAt), lt(accounts.createdAt, before(unconfirmedAccountMs))));
  await db.delete(securityEvents).where(lt(securityEvents.at, before(securityLogDays * day)));
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, before(webhookDeliveryMs)));
  await db
    .update(imports)
    .set({ payload: null })
    .where(and(lt(imports.expiresAt, now), isNotNull(imports.payload)));
  await db.delete(imports).where(lt(imports.expiresAt, before(tokenGraceMs)));
}

export interface PurgeJob {
  /** Runs every 15 minutes; the timer never keeps the process alive. */
  start(): void;
  stop(): Promise<void>;
}

export function createPurgeJob(options: { db: Database; log: FastifyBaseLogger; now: () => Date }): PurgeJob {
  const { db, log, now } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runNow = () => {
    running ??= purgeExpired(db, now())
      .catch((error: unknown) => log.error({ err: error }, 'purging expired rows failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    start() {
      timer = setInterval(() => void runNow(), purgeEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
