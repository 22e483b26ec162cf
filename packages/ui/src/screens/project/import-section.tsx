import type { ApiFailure, ImportFailureCode } from '@verba/api-client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../components/action/error-message.ts';
import { useReportFailure } from '../../components/action/use-action.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { ImportDropZone } from './import-drop-zone.tsx';
import { ImportPreview } from './import-preview.tsx';
import { type ImportKind, useImport } from './use-import.ts';

// The codes a failed apply carries when no refusal of its own says more (issue 31).
const genericFailures = new Set([
  'QUERY_TIMEOUT',
  'IMPORT_CONFLICT',
  'IMPORT_TOO_LARGE',
  'DATABASE_UNAVAILABLE',
  'IMPORT_FAILED',
]);

/**
 * What the user can do about a failed upload or apply, in their language where we know the kind;
 * otherwise the kit's text for the failure (a lost connection has no text of the server's).
 */
function failureText(
  t: TFunction,
  message: (failure: ApiFailure) => string,
  failure: ApiFailure,
  kind?: ImportFailureCode,
  importId?: string,
) {
  if (failure.code === 'IMPORT_INTERRUPTED') return t('projects.transfer.interrupted');
  if (failure.code === 'IMPORT_BUSY') return t('projects.transfer.busy');
  if (failure.code === 'PLAN_LIMIT_REACHED') return t('projects.common.keyLimitReached');
  if (kind && genericFailures.has(failure.code)) {
    return t(`projects.transfer.failure.${kind}`, { id: importId ?? '' });
  }
  return message(failure);
}

export interface ImportSectionProps {
  projectId: string;
  /** Called when an import is done, so the page reloads its groups and progress. */
  onApplied(): void;
  /** glossary: the glossary page's CSV import, with its own heading and drop zone. */
  kind?: ImportKind;
}

/** The project page's import: drop, preview per file, apply with a real progress bar. */
export function ImportSection({ projectId, onApplied, kind = 'files' }: ImportSectionProps) {
  const { t } = useTranslation();
  const { state, upload, apply, discard, reset } = useImport(projectId, onApplied, kind);
  const glossary = kind === 'glossary';
  const titleId = glossary ? 'glossary-import-title' : 'import-title';
  const report = useReportFailure();
  const message = useErrorMessage();
  const reported = async <R,>(call: () => Promise<R>) => {
    const result = await call();
    if (result && typeof result === 'object' && 'ok' in result && result.ok === false) {
      // Only the key limit refuses an import; the shared text names no limit.
      if ('code' in result && result.code === 'PLAN_LIMIT_REACHED')
        notify.error(t('projects.common.keyLimitReached'));
      else if ('code' in result && result.code === 'IMPORT_BUSY') notify.error(t('projects.transfer.busy'));
      else report(result as never);
    }
    return result;
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-bold text-2xl">
        {glossary ? t('projects.glossary.importHeading') : t('projects.transfer.importHeading')}
      </h2>
      {state.step === 'empty' && <ImportDropZone kind={kind} onFiles={(files) => void upload(files)} />}
      {state.step === 'uploading' && <Spinner label={t('projects.transfer.uploading')} />}
      {state.step === 'tooLarge' && (
        <>
          <Alert variant="error" role="alert">
            {t('projects.transfer.tooLarge')}
          </Alert>
          <ImportDropZone kind={kind} onFiles={(files) => void upload(files)} />
        </>
      )}
      {state.step === 'failed' && (
        <>
          <Alert variant="error" role="alert" title={t('projects.transfer.failedTitle')}>
            <p>{failureText(t, message, state.failure, state.kind, state.importId)}</p>
            {typeof state.failure.details?.path === 'string' && (
              <p className="font-mono">
                {t('projects.transfer.failedPath', { path: state.failure.details.path })}
              </p>
            )}
          </Alert>
          <ImportDropZone kind={kind} onFiles={(files) => void upload(files)} />
        </>
      )}
      {state.step === 'preview' && (
        <ImportPreview
          current={state.current}
          overwriteLabel={glossary ? t('projects.glossary.overwrite') : undefined}
          onApply={(options) => reported(() => apply(options))}
          onDiscard={async () => {
            const result = await reported(discard);
            if (result?.ok) notify.success(t('projects.transfer.discarded'));
          }}
        />
      )}
      {state.step === 'applying' && (
        <div className="flex flex-col gap-2">
          <p>{t('projects.transfer.applying')}</p>
          <progress
            className="progress progress-primary w-full"
            aria-label={t('projects.transfer.progressLabel')}
            aria-valuetext={t('projects.transfer.progressValue', state.current.progress)}
            value={state.current.progress.done}
            max={Math.max(state.current.progress.total, 1)}
          />
        </div>
      )}
      {state.step === 'done' && (
        <>
          <Alert variant="success" role="status" title={t('projects.transfer.doneTitle')}>
            {t('projects.transfer.doneBody', state.current.result ?? { added: 0, updated: 0, skipped: 0 })}
          </Alert>
          <Button variant="outline" className="self-start" onPress={reset}>
            {t('projects.transfer.importMore')}
          </Button>
        </>
      )}
    </section>
  );
}
