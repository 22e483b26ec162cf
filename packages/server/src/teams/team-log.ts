import type { Database } from '../db/database.ts';
import { activities } from '../db/schema.ts';
import { recordSecurityEvent, type SecurityEventKind } from '../security/security-log.ts';
import type { ChangeContext } from './change-context.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const securityKind = {
  'member.invited': 'member-invited',
  'member.joined': 'member-joined',
  'member.role-changed': 'member-role-changed',
  'member.removed': 'member-removed',
  'member.left': 'member-left',
  'member.ownership-transferred': 'ownership-transferred',
} as const satisfies Record<string, SecurityEventKind>;

export type MemberChangeKind = keyof typeof securityKind;

/**
 * A member change, in the project's history (by the account that made it, as Activity.by) and in
 * that account's security log, inside the change's transaction. `before`/`after` hold roles and
 * languages, never an e-mail address: every member reads the history.
 */
export async function recordMemberChange(
  tx: Transaction,
  change: { projectId: string; accountId: string; kind: MemberChangeKind; before: unknown; after: unknown },
  context: ChangeContext,
): Promise<void> {
  await tx.insert(activities).values({
    projectId: change.projectId,
    keyId: null,
    kind: change.kind,
    before: change.before === null ? null : JSON.stringify(change.before),
    after: change.after === null ? null : JSON.stringify(change.after),
    accountId: change.accountId,
    at: context.now,
  });
  await recordSecurityEvent(tx as unknown as Database, {
    accountId: change.accountId,
    kind: securityKind[change.kind],
    origin: context.origin,
    at: context.now,
  });
}
