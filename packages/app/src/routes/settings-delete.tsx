import { DeleteAccountScreen, DocumentTitle } from '@verba/ui';
import { useNavigate } from 'react-router';

/** After deletion the visitor lands on the home page, signed out. */
export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <DocumentTitle page="settingsDelete" />
      <DeleteAccountScreen onDeleted={() => navigate('/', { replace: true })} />
    </>
  );
}
