import { accountHandlers } from './handlers/account.ts';
import { authHandlers } from './handlers/auth.ts';
import { eventHandlers } from './handlers/events.ts';
import { graphqlHandlers } from './handlers/graphql.ts';
import { importHandlers } from './handlers/imports.ts';
import { memoryHandlers } from './handlers/memory.ts';
import { passkeyHandlers } from './handlers/passkeys.ts';
import { securityHandlers } from './handlers/security.ts';
import { twoFactorHandlers } from './handlers/two-factor.ts';
import { type CreateStoreOptions, createStore, type MockStore } from './store.ts';

export {
  commonPassword,
  type MockRegistration,
  type MockToken,
  type MockTokenPurpose,
  mockTokens,
  mockTotpCode,
} from './account-fixtures.ts';
export {
  adaLovelace,
  adaPassword,
  type MockApiKey,
  type MockDistribution,
  type MockGroup,
  type MockPlan,
  type MockProject,
  type MockRelease,
  type MockWebhook,
  type MockWebhookDelivery,
  plans,
  sampleProjects,
} from './fixtures.ts';
export { accountHandlers } from './handlers/account.ts';
export { apiError, authHandlers } from './handlers/auth.ts';
export { eventHandlers, eventsUnreachable, mockEvents } from './handlers/events.ts';
export { graphqlFailure, graphqlHandlers, graphqlOffline, graphqlPending } from './handlers/graphql.ts';
export {
  importApplyingHeld,
  importApplyPastKeyLimit,
  importBusy,
  importFailed,
  importHandlers,
  importInterrupted,
  importInvalidFile,
  importPending,
  importTooLarge,
  sampleImport,
} from './handlers/imports.ts';
export { passkeyHandlers } from './handlers/passkeys.ts';
export { pendingAnswer } from './handlers/pending.ts';
export { securityHandlers } from './handlers/security.ts';
export { twoFactorHandlers } from './handlers/two-factor.ts';
export {
  emptyWorkspace,
  type MockActivity,
  type MockComment,
  type MockKey,
  type MockValue,
  type MockWorkspace,
} from './handlers/workspace-resolvers.ts';
export { mockCreationOptions, mockRequestOptions, samplePasskeys } from './passkey-fixtures.ts';
export { sampleSecurityEvents, sampleSessions } from './session-fixtures.ts';
export { type CreateStoreOptions, createStore, type MockStore, planOf } from './store.ts';
export {
  type MockInvitation,
  type MockMember,
  type MockReceivedInvitation,
  type MockRole,
  receivedInvitations,
  sharedProject,
  teamProjects,
} from './team-fixtures.ts';
export { mockOtpauthUri, mockQrCode, mockRecoveryCodes, mockTotpSecret } from './two-factor-fixtures.ts';
export {
  checksWorkspace,
  emptyGroupWorkspace,
  manyKeysWorkspace,
  naturalLanguageWorkspace,
  sampleGlossary,
  sampleWorkspace,
  sampleWorkspaceWithGlossary,
} from './workspace-fixtures.ts';

/** Every handler over one store; signing out (or in) changes what later calls see. */
export function createHandlers(store: MockStore) {
  return [
    ...securityHandlers(store),
    ...authHandlers(store),
    ...accountHandlers(store),
    ...passkeyHandlers(store),
    ...twoFactorHandlers(store),
    ...graphqlHandlers(store),
    ...importHandlers(),
    ...memoryHandlers(store),
    ...eventHandlers(store),
  ];
}

/** Fresh handlers over a fresh store: one call per story keeps stories independent. */
export function mockApi(options: CreateStoreOptions = {}) {
  return createHandlers(createStore(options));
}

/** Signed in as the fixture user Ada Lovelace. */
export const signedInHandlers = () => mockApi({ signedIn: true });
/** Signed out: GET /api/auth/info answers 401 {error, code}. */
export const signedOutHandlers = () => mockApi({ signedIn: false });

/** For `pnpm dev:mock`: starts signed in; sign-out and the fixture sign-in change the one store. */
export const handlers = mockApi({ signedIn: true });
