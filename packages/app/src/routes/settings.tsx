import { DocumentTitle, SettingsHomeScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="settings" />
      <SettingsHomeScreen />
    </>
  );
}
