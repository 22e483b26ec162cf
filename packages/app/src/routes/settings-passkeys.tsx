import { DocumentTitle, PasskeySettingsScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="settingsPasskeys" />
      <PasskeySettingsScreen />
    </>
  );
}
