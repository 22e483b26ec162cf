// The screens that read /api/graphql, in their own entry: nothing on the main entry's path pulls
// in Apollo, so the landing page stays free of it whatever the bundler's tree-shaking does.
export { QueryView, type QueryViewProps } from './layout/query-view.tsx';
export { ChecksScreen, type ChecksScreenProps } from './screens/checks/checks-screen.tsx';
export { DashboardScreen } from './screens/dashboard/dashboard-screen.tsx';
export { GlossaryScreen, type GlossaryScreenProps } from './screens/glossary/glossary-screen.tsx';
export {
  GroupSettingsScreen,
  type GroupSettingsScreenProps,
} from './screens/group-settings/group-settings-screen.tsx';
export {
  InvitationScreen,
  type InvitationScreenProps,
  InvitationSignedOut,
  type InvitationSignedOutProps,
} from './screens/invitation/invitation-screen.tsx';
export { MembersScreen, type MembersScreenProps } from './screens/members/members-screen.tsx';
export { MemoryImportScreen } from './screens/memory-import/memory-import-screen.tsx';
export { ProjectScreen, type ProjectScreenProps } from './screens/project/project-screen.tsx';
export {
  ProjectSettingsScreen,
  type ProjectSettingsScreenProps,
} from './screens/project-settings/project-settings-screen.tsx';
export { SubscriptionScreen } from './screens/subscription/subscription-screen.tsx';
