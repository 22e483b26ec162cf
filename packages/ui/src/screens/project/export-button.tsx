import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { useDialogOnFirstUse } from '../../components/modal/use-dialog-on-first-use.ts';
import type { ExportDialogProps } from './export-dialog.tsx';

// The dialog brings React Aria's overlays and checkbox groups: loaded on first use, not with the page.
const loadExportDialog = () => import('./export-dialog.tsx');
const ExportDialog = lazy(() => loadExportDialog().then((module) => ({ default: module.ExportDialog })));
const preloadExportDialog = () => void loadExportDialog();

export type ExportButtonProps = Omit<ExportDialogProps, 'isOpen' | 'onOpenChange'>;

/** The project page's "Export…" button and the export dialog it opens. */
export function ExportButton(props: ExportButtonProps) {
  const { t } = useTranslation();
  const { isOpen, setOpen, hasOpened, openerProps } = useDialogOnFirstUse(preloadExportDialog);

  return (
    <>
      <Button variant="outline" size="sm" {...openerProps}>
        {t('projects.transfer.exportButton')}
      </Button>
      <Suspense fallback={null}>
        {hasOpened && <ExportDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />}
      </Suspense>
    </>
  );
}
