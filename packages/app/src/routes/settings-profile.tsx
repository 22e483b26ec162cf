import { DocumentTitle, ProfileSettingsScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="settingsProfile" />
      <ProfileSettingsScreen />
    </>
  );
}
