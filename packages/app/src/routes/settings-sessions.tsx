import { DocumentTitle, SessionsScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="settingsSessions" />
      <SessionsScreen />
    </>
  );
}
