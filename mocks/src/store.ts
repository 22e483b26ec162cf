import type { SecurityEvent, SessionInfo, User } from '@verba/api-client';
import { type MockRegistration, type MockToken, mockRegistrations, mockTokens } from './account-fixtures.ts';
import {
  adaLovelace,
  adaPassword,
  type MockPlan,
  type MockProject,
  plans,
  sampleProjects,
} from './fixtures.ts';
import { emptyWorkspace, type MockWorkspace } from './handlers/workspace-resolvers.ts';
import { sampleSecurityEvents, sampleSessions } from './session-fixtures.ts';
import type { MockReceivedInvitation } from './team-fixtures.ts';

/** One in-memory world for every mock handler: who is signed in and what they own. */
export interface MockStore {
  /** The user of the current session; null when signed out. */
  session: User | null;
  /** The account that sign-in accepts. */
  account: User;
  password: string;
  planId: MockPlan['id'];
  planSince: string;
  projects: MockProject[];
  nextId: number;
  /** Mail-link tokens by value (handlers/account.ts). */
  tokens: Record<string, MockToken>;
  /** Sign-ups waiting for their confirmation link. */
  registrations: MockRegistration[];
  /** A password sign-in that waits for its TOTP code (POST /api/auth/login/2fa). */
  pendingSecondFactor: boolean;
  /** Languages, keys, values and history (handlers/workspace-resolvers.ts). */
  workspace: MockWorkspace;
  /** The sign-in is older than 10 minutes: sensitive calls answer REAUTH_REQUIRED until POST /api/auth/reauth. */
  reauthNeeded: boolean;
  /** GET /api/auth/sessions. */
  sessions: SessionInfo[];
  /** GET /api/auth/security-log. */
  securityLog: SecurityEvent[];
  /** Open invitations to the signed-in account's address (Viewer.invitations). */
  receivedInvitations: MockReceivedInvitation[];
}

export interface CreateStoreOptions {
  signedIn?: boolean;
  user?: User;
  projects?: MockProject[];
  planId?: MockPlan['id'];
  workspace?: MockWorkspace;
  reauthNeeded?: boolean;
  sessions?: SessionInfo[];
  securityLog?: SecurityEvent[];
  receivedInvitations?: MockReceivedInvitation[];
}

export function createStore({
  signedIn = false,
  user = adaLovelace,
  projects = sampleProjects(),
  planId = 'free',
  workspace = emptyWorkspace(),
  reauthNeeded = false,
  sessions = sampleSessions(),
  securityLog = sampleSecurityEvents(),
  receivedInvitations = [],
}: CreateStoreOptions = {}): MockStore {
  // A workspace fixture names its projects' target languages; the projects hold them from here on.
  const withTargets = structuredClone(projects).map((project) => {
    const targets = workspace.targets[project.id];
    return targets ? { ...project, targetLanguages: targets } : project;
  });
  return {
    session: signedIn ? structuredClone(user) : null,
    account: structuredClone(user),
    password: adaPassword,
    planId,
    planSince: '2026-01-01T00:00:00.000Z',
    projects: withTargets,
    nextId: 1,
    tokens: mockTokens(),
    registrations: mockRegistrations(),
    pendingSecondFactor: false,
    workspace: structuredClone(workspace),
    reauthNeeded,
    sessions: structuredClone(sessions),
    securityLog: structuredClone(securityLog),
    receivedInvitations: structuredClone(receivedInvitations),
  };
}

export function planOf(store: MockStore): MockPlan {
  return plans.find((plan) => plan.id === store.planId) ?? (plans[0] as MockPlan);
}

export function newId(store: MockStore, prefix: string): string {
  store.nextId += 1;
  return `${prefix}-${store.nextId}`;
}
