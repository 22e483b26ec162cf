import { DocumentTitle, TwoFactorSettingsScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="settings2fa" />
      <TwoFactorSettingsScreen />
    </>
  );
}
