import { DATABASE_UNAVAILABLE, graphqlFailure } from '@verba/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../components/action/error-message.ts';
import { Alert } from '../components/alert/alert.tsx';
import { Button } from '../components/button/button.tsx';
import { Spinner } from '../components/spinner/spinner.tsx';
import { DatabaseUnavailable } from './database-unavailable.tsx';

export interface QueryViewProps<T> {
  /** What a useQuery hook gives: data once it is in, the error if it failed, and a way to retry. */
  query: { data?: T; error?: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}

/**
 * The three states of a page that reads data: a spinner while loading, a message with Retry when
 * it failed (a friendly one while the database is down or the project busy with an import), and
 * the content once the data is in.
 * Data already shown stays when a later refetch fails.
 */
export function QueryView<T>({ query, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, error, refetch } = query;
  if (data !== undefined) return children(data);
  if (!error) {
    return (
      <div className="flex justify-center py-16" aria-busy="true" data-page-pending>
        <Spinner label={t('common.loading')} size="lg" />
      </div>
    );
  }
  const failure = graphqlFailure(error);
  if (failure.code === DATABASE_UNAVAILABLE) return <DatabaseUnavailable onRetry={refetch} />;
  // A project an import is writing answers again once the import ends: the user waits, nothing is lost.
  const busy = failure.code === 'PROJECT_BUSY';
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <Alert variant={busy ? 'warning' : 'error'}>
        {busy ? errorMessage(failure) : t('common.loadFailed')}
      </Alert>
      <Button variant="outline" size="sm" onPress={() => void refetch()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
