import { useAuth } from '@verba/api-client';
import { DocumentTitle, PendingScreen, useReportFailure } from '@verba/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Ends the session, then lands on the home page; a failed call shows its error toast. */
export function Component() {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one sign-out call is enough.
  const started = useRef(false);
  const report = useReportFailure();
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    if (state.status === 'unknown' || started.current) return;
    started.current = true;
    const home = () => navigate('/', { replace: true });
    // A visitor who is already signed out has no session to end.
    if (state.status === 'signedOut') void home();
    else
      void logout().then((result) => {
        if (!result.ok) reportRef.current(result);
        return home();
      });
  }, [state.status, logout, navigate]);

  return (
    <>
      <DocumentTitle page="signOut" />
      <PendingScreen />
    </>
  );
}
