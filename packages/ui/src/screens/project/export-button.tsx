import { lazy, Suspense, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import type { ExportDialogProps } from './export-dialog.tsx';

// The dialog brings React Aria's overlays and checkbox groups: loaded on first use, not with the page.
const loadExportDialog = () => import('./export-dialog.tsx');
const ExportDialog = lazy(() => loadExportDialog().then((module) => ({ default: module.ExportDialog })));
const preloadExportDialog = () => void loadExportDialog();

export type ExportButtonProps = Omit<ExportDialogProps, 'isOpen' | 'onOpenChange'>;

/** The project page's "Export…" button and the export dialog it opens. */
export function ExportButton(props: ExportButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // A transition keeps the page as it is while the dialog's code loads; the button shows it pending.
  const [isLoading, startLoading] = useTransition();

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onHoverStart={preloadExportDialog}
        onFocus={preloadExportDialog}
        onPress={() =>
          startLoading(() => {
            setHasOpened(true);
            setOpen(true);
          })
        }
        isPending={isLoading}
      >
        {t('projects.transfer.exportButton')}
      </Button>
      {/* Always mounted, so the transition above waits here instead of showing a fallback. */}
      <Suspense fallback={null}>
        {hasOpened && <ExportDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />}
      </Suspense>
    </>
  );
}
