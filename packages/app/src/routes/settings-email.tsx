import { DocumentTitle, EmailSettingsScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="settingsEmail" />
      <EmailSettingsScreen />
    </>
  );
}
