import { listSessions } from '@verba/api-client';
import { useApiQuery } from '../../layout/use-api-query.ts';

/** GET /api/auth/sessions in the shape QueryView takes. */
export const useSessions = () => useApiQuery(listSessions);
