import { type ApiFailure, listSessions, type SessionInfo } from '@verba/api-client';
import { useCallback, useEffect, useState } from 'react';

/** GET /api/auth/sessions in the shape QueryView takes: data, error, refetch. */
export function useSessions() {
  const [data, setData] = useState<SessionInfo[] | undefined>(undefined);
  const [error, setError] = useState<ApiFailure | undefined>(undefined);

  const refetch = useCallback(async () => {
    setError(undefined);
    const result = await listSessions();
    if (result.ok) setData(result.data.sessions);
    else setError(result);
  }, []);

  useEffect(() => {
    void refetch();
  }, [refetch]);

  return { data, error, refetch };
}
