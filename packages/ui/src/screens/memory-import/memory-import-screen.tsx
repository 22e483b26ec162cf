import type { MemoryImportPreview } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../components/action/error-message.ts';
import { useReportFailure } from '../../components/action/use-action.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { FileDropZone } from '../../components/file-drop-zone/file-drop-zone.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { Page } from '../../layout/page.tsx';
import { ImportIssueGroups } from '../project/import-issue-groups.tsx';
import { languageName } from '../projects-common/languages.ts';
import { useMemoryImportFlow } from './use-memory-import.ts';

interface PreviewProps {
  fileName: string;
  preview: MemoryImportPreview;
  onApply(): Promise<unknown>;
  onDiscard(): Promise<unknown>;
}

/** What the file would add: counts, its first pairs, its issues; then Import or Discard. */
function MemoryImportPreviewPanel({ fileName, preview, onApply, onDiscard }: PreviewProps) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<'apply' | 'discard' | null>(null);
  const run = async (which: 'apply' | 'discard') => {
    setPending(which);
    try {
      await (which === 'apply' ? onApply() : onDiscard());
    } finally {
      setPending(null);
    }
  };
  const nothing = preview.segments === 0;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h3 className="font-bold text-xl">{t('projects.memoryImport.previewHeading', { name: fileName })}</h3>
      <p>
        {t('projects.memoryImport.segmentsFound', { count: preview.segments })}{' '}
        {preview.skipped > 0 && t('projects.memoryImport.unitsSkipped', { count: preview.skipped })}
      </p>
      {nothing && (
        <Alert variant="warning" role="alert">
          {t('projects.memoryImport.nothingToImport')}
        </Alert>
      )}
      {preview.sample.length > 0 && (
        <section
          aria-label={t('projects.memoryImport.sampleCaption')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must reach a scrolling region to scroll it (axe scrollable-region-focusable).
          tabIndex={0}
          className="max-w-full overflow-x-auto rounded-box border border-base-300 focus-visible:outline-2"
        >
          <table className="table table-sm [&_th]:whitespace-normal">
            <caption className="sr-only">{t('projects.memoryImport.sampleCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('projects.memoryImport.columnSource')}</th>
                <th scope="col">{t('projects.memoryImport.columnTarget')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.sample.map((segment, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a file may hold the same pair twice; its place is its identity.
                <tr key={index}>
                  <td className="break-words align-top">
                    <span className="block text-base-content/70 text-xs">
                      {languageName(segment.sourceLanguage, i18n.language)}
                    </span>
                    {segment.source}
                  </td>
                  <td className="break-words align-top">
                    <span className="block text-base-content/70 text-xs">
                      {languageName(segment.targetLanguage, i18n.language)}
                    </span>
                    {segment.target}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {preview.segments > preview.sample.length && (
        <p className="text-base-content/80 text-sm">
          {t('projects.memoryImport.sampleMore', { count: preview.segments - preview.sample.length })}
        </p>
      )}
      <ImportIssueGroups
        files={[{ path: fileName, issues: preview.issues }]}
        groupLabel={(code, count) => t('projects.memoryImport.issueGroup', { code, count })}
      />
      <p className="text-base-content/80 text-sm">{t('projects.memoryImport.confirmHint')}</p>
      <div className="flex gap-2">
        <Button
          onPress={() => run('apply')}
          isPending={pending === 'apply'}
          isDisabled={pending !== null || nothing}
        >
          {t('projects.memoryImport.apply')}
        </Button>
        <Button
          variant="ghost"
          onPress={() => run('discard')}
          isPending={pending === 'discard'}
          isDisabled={pending !== null}
        >
          {t('projects.memoryImport.discard')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /settings/memory: the account's translation memory. A TMX file is read into a preview (its
 * pairs, the units skipped and why) and imported only when confirmed.
 */
export function MemoryImportScreen() {
  const { t } = useTranslation();
  const { state, read, apply, discard } = useMemoryImportFlow();
  const report = useReportFailure();
  const message = useErrorMessage();
  const dropZone = (
    <FileDropZone
      label={t('projects.memoryImport.dropZone')}
      hint={t('projects.memoryImport.dropHint')}
      activeHint={t('projects.transfer.dropActive')}
      chooseLabel={t('projects.memoryImport.chooseFile')}
      acceptedFileTypes={['.tmx', 'application/x-tmx+xml', '.xml', 'application/xml', 'text/xml']}
      onFiles={([picked]) => picked && void read(picked.file)}
    />
  );

  return (
    <Page
      size="form"
      title={t('projects.memoryImport.title')}
      back={{ href: '/settings', label: t('common.allSettings') }}
    >
      <p className="text-base-content/80">{t('projects.memoryImport.intro')}</p>
      <section className="flex flex-col gap-4" aria-labelledby="memory-import-title">
        <h2 id="memory-import-title" className="font-bold text-2xl">
          {t('projects.memoryImport.importHeading')}
        </h2>
        {state.step === 'empty' && dropZone}
        {state.step === 'reading' && (
          <Spinner label={t('projects.memoryImport.reading', { name: state.fileName })} />
        )}
        {state.step === 'tooLarge' && (
          <>
            <Alert variant="error" role="alert">
              {t('projects.memoryImport.tooLarge')}
            </Alert>
            {dropZone}
          </>
        )}
        {state.step === 'failed' && (
          <>
            <Alert variant="error" role="alert" title={t('projects.memoryImport.failedTitle')}>
              {state.failure.code === 'NOT_FOUND'
                ? t('projects.memoryImport.uploadGone')
                : message(state.failure)}
            </Alert>
            {dropZone}
          </>
        )}
        {state.step === 'preview' && (
          <MemoryImportPreviewPanel
            fileName={state.fileName}
            preview={state.preview}
            onApply={async () => {
              const result = await apply();
              if (result?.ok) {
                const { segments, skipped } = result.data;
                const left =
                  skipped > 0 ? ` ${t('projects.memoryImport.importedSkipped', { count: skipped })}` : '';
                notify.success(`${t('projects.memoryImport.imported', { count: segments })}${left}`);
              } else if (result && result.code !== 'NOT_FOUND') report(result);
            }}
            onDiscard={async () => {
              const result = await discard();
              if (result && (result.ok || result.code === 'NOT_FOUND'))
                notify.success(t('projects.memoryImport.discarded'));
              else if (result) report(result);
            }}
          />
        )}
      </section>
    </Page>
  );
}
