import { and, gt, inArray, isNull, or } from 'drizzle-orm';
import { sessionIdleMs } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { apiKeys, projectMembers, sessions } from '../db/schema.ts';
import type { Credential } from './access-end.ts';

export interface StreamHolder {
  projectId: string;
  accountId: string;
  credential: Credential;
}

const memberPair = (projectId: string, accountId: string) => `${projectId} ${accountId}`;

/** The rows `select` finds for these values; no statement when there are none. */
const unlessNone = async <Row>(values: Set<string>, select: (values: string[]) => Promise<Row[]>) =>
  values.size === 0 ? [] : select([...values]);

/**
 * The streams whose session, API key or membership is no longer valid, in three statements however
 * many streams there are: the heartbeat's check, for what no AccessEnd announced (an expired
 * session, a deleted account or project, an end while Redis was away).
 */
export async function invalidStreams<S extends StreamHolder>(
  db: Database,
  open: readonly S[],
  now: Date,
): Promise<S[]> {
  if (open.length === 0) return [];
  const tokenHashes = new Set<string>();
  const keyIds = new Set<string>();
  const projectIds = new Set<string>();
  const accountIds = new Set<string>();
  for (const { credential, projectId, accountId } of open) {
    if (credential.kind === 'session') tokenHashes.add(credential.tokenHash);
    else keyIds.add(credential.keyId);
    projectIds.add(projectId);
    accountIds.add(accountId);
  }
  const [liveSessions, liveKeys, members] = await Promise.all([
    unlessNone(tokenHashes, (hashes) =>
      db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(
          and(
            inArray(sessions.tokenHash, hashes),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)),
          ),
        ),
    ),
    unlessNone(keyIds, (ids) =>
      db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(
          and(
            inArray(apiKeys.id, ids),
            isNull(apiKeys.revokedAt),
            or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
          ),
        ),
    ),
    db
      .select({ projectId: projectMembers.projectId, accountId: projectMembers.accountId })
      .from(projectMembers)
      .where(
        and(
          inArray(projectMembers.projectId, [...projectIds]),
          inArray(projectMembers.accountId, [...accountIds]),
        ),
      ),
  ]);
  const sessionsLive = new Set(liveSessions.map((row) => row.tokenHash));
  const keysLive = new Set(liveKeys.map((row) => row.id));
  const memberships = new Set(members.map((row) => memberPair(row.projectId, row.accountId)));
  return open.filter(({ credential, projectId, accountId }) => {
    const credentialLive =
      credential.kind === 'session' ? sessionsLive.has(credential.tokenHash) : keysLive.has(credential.keyId);
    return !credentialLive || !memberships.has(memberPair(projectId, accountId));
  });
}
