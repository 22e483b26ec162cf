import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accounts,
  imports,
  oneTimeTokens,
  pendingSignIns,
  projects,
  securityEvents,
  sessions,
  webauthnChallenges,
} from '../../src/db/schema.ts';
import { packFiles, unpackFiles } from '../../src/imports/import-payload.ts';
import { createPurgeJob, purgeExpired } from '../../src/maintenance/purge-job.ts';
import { uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;
const now = new Date('2030-06-01T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const id = () => randomBytes(16).toString('hex');

async function account(createdAt: Date, confirmed: boolean) {
  const [row] = await t.database.db
    .insert(accounts)
    .values({
      email: uniqueEmail(),
      passwordHash: 'x',
      firstName: 'A',
      lastName: 'B',
      createdAt,
      confirmedAt: confirmed ? createdAt : null,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error('no account');
  return row.id;
}

describe('the purge job', () => {
  it('deletes what expired and accounts unconfirmed for 7 days, and keeps the rest', async () => {
    const db = t.database.db;
    const owner = await account(at(-30 * day), true);
    const staleUnconfirmed = await account(at(-8 * day), false);
    const freshUnconfirmed = await account(at(-6 * day), false);
    const oldConfirmed = await account(at(-30 * day), true);

    const [liveSession, deadSession] = [id(), id()];
    await db.insert(sessions).values([
      { tokenHash: liveSession, accountId: owner, expiresAt: at(day) },
      { tokenHash: deadSession, accountId: owner, expiresAt: at(-1000) },
    ]);
    const [livePending, deadPending] = [id(), id()];
    await db.insert(pendingSignIns).values([
      { tokenHash: livePending, accountId: owner, expiresAt: at(60_000) },
      { tokenHash: deadPending, accountId: owner, expiresAt: at(-1000) },
    ]);
    const [liveToken, recentlyExpiredToken, deadToken] = [id(), id(), id()];
    await db.insert(oneTimeTokens).values([
      { tokenHash: liveToken, accountId: owner, purpose: 'password-reset', expiresAt: at(60_000) },
      // Kept a while, so a late click still hears "expired".
      { tokenHash: recentlyExpiredToken, accountId: owner, purpose: 'password-reset', expiresAt: at(-day) },
      { tokenHash: deadToken, accountId: owner, purpose: 'password-reset', expiresAt: at(-8 * day) },
    ]);
    const [liveChallenge, deadChallenge] = [id(), id()];
    await db.insert(webauthnChallenges).values([
      { challenge: liveChallenge, purpose: 'authentication', expiresAt: at(60_000) },
      { challenge: deadChallenge, purpose: 'authentication', expiresAt: at(-2 * 60 * 60 * 1000) },
    ]);

    // Two processes purging at once both succeed.
    await Promise.all([purgeExpired(db, now), purgeExpired(db, now)]);

    const left = async <T>(rows: Promise<T[]>) => (await rows).map((row) => Object.values(row as object)[0]);
    expect(
      await left(
        db
          .select({ id: accounts.id })
          .from(accounts)
          .where(inArray(accounts.id, [owner, staleUnconfirmed, freshUnconfirmed, oldConfirmed])),
      ),
    ).toEqual(expect.arrayContaining([owner, freshUnconfirmed, oldConfirmed]));
    expect(await db.select().from(accounts).where(eq(accounts.id, staleUnconfirmed))).toHaveLength(0);
    expect(
      await left(db.select({ key: sessions.tokenHash }).from(sessions).where(eq(sessions.accountId, owner))),
    ).toEqual([liveSession]);
    expect(
      await left(
        db
          .select({ key: pendingSignIns.tokenHash })
          .from(pendingSignIns)
          .where(eq(pendingSignIns.accountId, owner)),
      ),
    ).toEqual([livePending]);
    expect(
      (
        await left(
          db
            .select({ key: oneTimeTokens.tokenHash })
            .from(oneTimeTokens)
            .where(eq(oneTimeTokens.accountId, owner)),
        )
      ).sort(),
    ).toEqual([liveToken, recentlyExpiredToken].sort());
    expect(
      await left(
        db
          .select({ key: webauthnChallenges.challenge })
          .from(webauthnChallenges)
          .where(inArray(webauthnChallenges.challenge, [liveChallenge, deadChallenge])),
      ),
    ).toEqual([liveChallenge]);
  });

  it('drops expired imports (their files at once) and security events past 90 days', async () => {
    const db = t.database.db;
    const owner = await account(at(-30 * day), true);
    const [project] = await db
      .insert(projects)
      .values({ accountId: owner, name: `purge ${id()}`, baseLanguage: 'en-US' })
      .returning({ id: projects.id });
    if (!project) throw new Error('no project');
    const upload = (expiresAt: Date) => ({
      accountId: owner,
      projectId: project.id,
      payload: packFiles([]),
      preview: {},
      expiresAt,
    });
    const rows = await db
      .insert(imports)
      .values([upload(at(day)), upload(at(-day)), upload(at(-8 * day))])
      .returning({ id: imports.id });
    await db.insert(securityEvents).values([
      { accountId: owner, kind: 'signIn', at: at(-89 * day) },
      { accountId: owner, kind: 'signIn', at: at(-91 * day) },
    ]);

    await purgeExpired(db, now);

    const left = await db
      .select({ id: imports.id, payload: imports.payload })
      .from(imports)
      .where(eq(imports.projectId, project.id));
    const kept = left.map((row) => ({ id: row.id, files: row.payload && unpackFiles(row.payload) }));
    expect(kept.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: rows[0]?.id, files: [] },
        { id: rows[1]?.id, files: null },
      ].sort((a, b) => String(a.id).localeCompare(String(b.id))),
    );
    const events = await db
      .select({ at: securityEvents.at })
      .from(securityEvents)
      .where(eq(securityEvents.accountId, owner));
    expect(events).toEqual([{ at: at(-89 * day) }]);
  });

  it('runs every 15 minutes until stopped', async () => {
    const owner = await account(at(-day), true);
    const expired = id();
    await t.database.db
      .insert(sessions)
      .values({ tokenHash: expired, accountId: owner, expiresAt: at(-1000) });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const job = createPurgeJob({ db: t.database.db, log: t.app.log, now: () => now });
    try {
      job.start();
      vi.advanceTimersByTime(15 * 60 * 1000);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, expired))).toHaveLength(
      0,
    );
  });
});
