import { DocumentTitle, PasswordSettingsScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="settingsPassword" />
      <PasswordSettingsScreen />
    </>
  );
}
