import type { CommentView } from '@verba/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { authorizeKeys, authorizeVia, requireRight } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { accounts, comments, projectLanguages, projectMembers } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { type Emit, noEmit } from '../events/project-event.ts';
import { isId } from '../projects/input-rules.ts';
import type { Executor } from '../workspace/executor.ts';
import { afterThreadItem, type ThreadPage, threadPageSize } from '../workspace/thread-page.ts';
import { badInput, checkTag } from '../workspace/workspace-rules.ts';
import { recordMentions } from './mention-mails.ts';

export const commentLimits = { text: 5000 } as const;

type CommentRow = typeof comments.$inferSelect;

const columns = {
  comment: comments,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
};

const viewOf = (row: {
  comment: CommentRow;
  firstName: string | null;
  lastName: string | null;
}): CommentView => ({
  id: row.comment.id,
  keyId: row.comment.keyId,
  language: row.comment.language,
  text: row.comment.text,
  by: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  byAccountId: row.comment.accountId,
  createdAt: row.comment.createdAt.toISOString(),
  resolved: row.comment.resolved,
});

const withAuthor = (db: Executor) =>
  db.select(columns).from(comments).leftJoin(accounts, eq(accounts.id, comments.accountId));

function checkCommentText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < 1 || text.length > commentLimits.text) {
    throw badInput('text', `A comment is 1 to ${commentLimits.text} characters.`);
  }
  return text;
}

/**
 * Any member comments on a key, about one of the project's languages or (null) the key itself.
 * The members it mentions are mailed it (mention-mails.ts); mentioning a non-member is refused.
 */
export async function addComment(
  db: Database,
  principal: Principal,
  input: { keyId: string; language?: string | null; text: string; mentions?: readonly string[] | null },
  now: Date,
  emit: Emit = noEmit,
): Promise<CommentView> {
  if (!isId(input.keyId)) throw notFound('Key');
  const text = checkCommentText(input.text);
  const language = input.language ? checkTag(input.language, 'language') : null;
  const view = await db.transaction(async (tx) => {
    const { keys } = await authorizeKeys(tx, principal, [input.keyId], 'read');
    const key = keys[0];
    if (!key) throw notFound('Key');
    if (language) {
      const [known] = await tx
        .select({ tag: projectLanguages.tag })
        .from(projectLanguages)
        .where(and(eq(projectLanguages.projectId, key.projectId), eq(projectLanguages.tag, language)));
      if (!known) throw badInput('language', `${language} is not a language of this project.`);
    }
    const mentions = [...new Set(input.mentions ?? [])];
    if (mentions.length > 0) {
      const valid = mentions.filter(isId);
      const members = valid.length
        ? await tx
            .select({ accountId: projectMembers.accountId })
            .from(projectMembers)
            .where(and(eq(projectMembers.projectId, key.projectId), inArray(projectMembers.accountId, valid)))
        : [];
      if (members.length !== mentions.length) {
        throw badInput('mentions', 'Only members of this project can be mentioned.');
      }
    }
    const [row] = await tx
      .insert(comments)
      .values({
        projectId: key.projectId,
        keyId: key.id,
        language,
        text,
        accountId: actorId(principal),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('comment not stored');
    await recordMentions(tx, row, mentions, now);
    return { view: viewOf({ comment: row, ...principal.account }), projectId: key.projectId };
  });
  announce(emit, view.projectId, view.view, 'added', actorId(principal));
  return view.view;
}

function announce(emit: Emit, projectId: string, view: CommentView, kind: string, by: string) {
  emit(projectId, 'comment', { keyId: view.keyId, language: view.language, commentId: view.id, kind, by });
}

/** The comment and the principal's access to its project; another project's comment is NOT_FOUND. */
async function ownedComment(tx: Executor, principal: Principal, id: string) {
  const access = await authorizeVia(tx, principal, 'comment', id, 'read');
  const [row] = await withAuthor(tx).where(eq(comments.id, id));
  if (!row) throw notFound('Comment');
  return { row, access, isAuthor: row.comment.accountId === actorId(principal) };
}

/** The author, or a TRANSLATOR of the comment's language and above (every language for a key's). */
export async function resolveComment(
  db: Database,
  principal: Principal,
  id: string,
  resolved: boolean,
  emit: Emit = noEmit,
): Promise<CommentView> {
  const result = await db.transaction(async (tx) => {
    const { row, access, isAuthor } = await ownedComment(tx, principal, id);
    if (!isAuthor) requireRight(access, 'translate', row.comment.language ?? undefined);
    const [updated] = await tx.update(comments).set({ resolved }).where(eq(comments.id, id)).returning();
    return { view: viewOf({ ...row, comment: updated ?? row.comment }), projectId: row.comment.projectId };
  });
  announce(emit, result.projectId, result.view, 'resolved', actorId(principal));
  return result.view;
}

/** The author, a MANAGER or the OWNER. */
export async function deleteComment(
  db: Database,
  principal: Principal,
  id: string,
  emit: Emit = noEmit,
): Promise<boolean> {
  const result = await db.transaction(async (tx) => {
    const { row, access, isAuthor } = await ownedComment(tx, principal, id);
    if (!isAuthor) requireRight(access, 'manageMembers');
    await tx.delete(comments).where(eq(comments.id, id));
    return { view: viewOf(row), projectId: row.comment.projectId };
  });
  announce(emit, result.projectId, result.view, 'deleted', actorId(principal));
  return true;
}

/** A page of a key's comments, oldest first; with a language, only that language's. */
export async function commentsOfKey(
  db: Executor,
  keyId: string,
  language?: string | null,
  page: ThreadPage = {},
) {
  const first = threadPageSize(page.first);
  const conditions = [eq(comments.keyId, keyId)];
  if (language) conditions.push(eq(comments.language, checkTag(language, 'language')));
  if (page.after) conditions.push(await afterThreadItem(db, comments, keyId, page.after));
  const rows = await withAuthor(db)
    .where(and(...conditions))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(first);
  return rows.map(viewOf);
}

/** How many open comments each key has, in the order asked (for a DataLoader). */
export async function openCommentCounts(db: Executor, keyIds: readonly string[]): Promise<number[]> {
  const rows = await db
    .select({ keyId: comments.keyId, open: count() })
    .from(comments)
    .where(and(inArray(comments.keyId, [...keyIds]), eq(comments.resolved, false)))
    .groupBy(comments.keyId);
  const byKey = new Map(rows.map((row) => [row.keyId, Number(row.open)]));
  return keyIds.map((id) => byKey.get(id) ?? 0);
}
