import type { ApiFailure, ApiResult } from '@verba/api-client';
import { useCallback, useEffect, useState } from 'react';

/** A REST read in the shape QueryView takes (data, error, refetch), like a GraphQL useQuery. */
export function useApiQuery<T>(read: () => Promise<ApiResult<T>>) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiFailure | undefined>(undefined);

  const refetch = useCallback(async () => {
    setError(undefined);
    const result = await read();
    if (result.ok) setData(result.data);
    else setError(result);
  }, [read]);

  useEffect(() => {
    void refetch();
  }, [refetch]);

  return { data, error, refetch };
}
