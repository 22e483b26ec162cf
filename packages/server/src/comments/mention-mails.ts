import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import {
  accounts,
  commentMentions,
  comments,
  projectMembers,
  projects,
  translationKeys,
} from '../db/schema.ts';
import type { Links } from '../mail/mail-links.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import type { Outbox } from '../mail/outbox.ts';
import { coalescedRun } from '../maintenance/coalesced-run.ts';
import type { Executor } from '../workspace/executor.ts';

/** A member gets at most one mention mail in this time; mentions in between wait for the next. */
export const mentionMailGapMs = 60_000;
// How often waiting mentions are looked at: a gathered mail leaves at most this late after its minute.
const gatherEveryMs = 5_000;

/** Records who a new comment mentions, in the comment's transaction; the author is never mailed. */
export async function recordMentions(
  tx: Executor,
  comment: { id: string; projectId: string; accountId: string | null },
  mentioned: readonly string[],
  now: Date,
): Promise<void> {
  const others = mentioned.filter((accountId) => accountId !== comment.accountId);
  if (others.length === 0) return;
  await tx.insert(commentMentions).values(
    others.map((accountId) => ({
      commentId: comment.id,
      projectId: comment.projectId,
      accountId,
      createdAt: now,
    })),
  );
}

const isMember = sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${commentMentions.projectId} and ${projectMembers.accountId} = ${commentMentions.accountId})`;

/**
 * Turns waiting mentions into mails: one per member whose last mention mail is a minute old (or
 * who never had one), holding every mention waiting for them. A member removed from the project
 * since is not mailed about it. Safe in several processes: a mention is claimed by setting its
 * `mailed_at` only where it is still null, so each is mailed once.
 */
export async function gatherMentionMails(
  db: Database,
  now: Date,
  outbox: Outbox,
  links: Links,
): Promise<number> {
  await db.delete(commentMentions).where(and(isNull(commentMentions.mailedAt), sql`not ${isMember}`));
  const since = new Date(now.getTime() - mentionMailGapMs);
  const due = await db
    .selectDistinct({ accountId: commentMentions.accountId })
    .from(commentMentions)
    .where(isNull(commentMentions.mailedAt));
  let mails = 0;
  for (const { accountId } of due) {
    if (await mailOne(db, accountId, now, since, outbox, links)) mails += 1;
  }
  return mails;
}

async function mailOne(
  db: Database,
  accountId: string,
  now: Date,
  since: Date,
  outbox: Outbox,
  links: Links,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One process at a time per member; the one that waited sees the other's mail and leaves.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`verba.mentions.${accountId}`}, 0))`,
    );
    const [recent] = await tx
      .select({ id: commentMentions.id })
      .from(commentMentions)
      .where(and(eq(commentMentions.accountId, accountId), gt(commentMentions.mailedAt, since)))
      .limit(1);
    if (recent) return false;
    const claimed = await tx
      .update(commentMentions)
      .set({ mailedAt: now })
      .where(and(eq(commentMentions.accountId, accountId), isNull(commentMentions.mailedAt)))
      .returning({ commentId: commentMentions.commentId });
    if (claimed.length === 0) return false;
    const [recipient] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    if (!recipient) return false;
    const author = sql<
      string | null
    >`(select ${accounts.firstName} || ' ' || ${accounts.lastName} from ${accounts} where ${accounts.id} = ${comments.accountId})`;
    const rows = await tx
      .select({
        text: comments.text,
        language: comments.language,
        by: author,
        keyName: translationKeys.name,
        groupId: translationKeys.groupId,
        projectId: projects.id,
        projectName: projects.name,
      })
      .from(comments)
      .innerJoin(translationKeys, eq(translationKeys.id, comments.keyId))
      .innerJoin(projects, eq(projects.id, comments.projectId))
      .where(
        inArray(
          comments.id,
          claimed.map((mention) => mention.commentId),
        ),
      )
      .orderBy(asc(comments.createdAt));
    const locale = mailLocale(recipient.locale);
    const items = rows.map((row) => ({
      by: row.by ?? '—',
      where: row.language ? `${row.keyName} (${row.language})` : row.keyName,
      projectName: row.projectName,
      text: row.text,
      keyUrl: links.editorKey(row.projectId, row.groupId, row.keyName),
    }));
    const first = items[0];
    if (!first) return false;
    const mail = renderMail(
      items.length === 1 ? 'mention' : 'mentions',
      locale,
      {
        firstName: recipient.firstName,
        by: first.by,
        projectName: first.projectName,
        count: String(items.length),
      },
      items,
    );
    await outbox.enqueue(tx, {
      ...mail,
      link: first.keyUrl,
      to: recipient.email,
      accountId: recipient.id,
    });
    return true;
  });
}

export interface MentionMailJob {
  /** Gathers what is due now and sends it; never rejects (failures are logged, the next round retries). */
  runNow(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** The job holds the database, outbox, links and clock the app gives it, and passes them to each round. */
export function createMentionMailJob(options: {
  db: Database;
  outbox: Outbox;
  links: Links;
  log: FastifyBaseLogger;
  now: () => Date;
  /** How often gathered mentions are looked for; 0: only on runNow (tests, whose statement counts it would disturb). */
  gatherEveryMs?: number;
}): MentionMailJob {
  const { db, outbox, links, log, now } = options;
  let timer: NodeJS.Timeout | undefined;
  const gathering = coalescedRun(
    async () => {
      if ((await gatherMentionMails(db, now(), outbox, links)) > 0) await outbox.deliverPending();
    },
    (error) => {
      // A database outage is logged once, where the connection is lost; the next round retries.
      if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'gathering mention mails failed');
    },
  );
  const runNow = gathering.run;
  return {
    runNow,
    start() {
      const every = options.gatherEveryMs ?? gatherEveryMs;
      if (every === 0) return;
      timer = setInterval(() => void runNow(), every);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await gathering.settled();
    },
  };
}
