import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { useDialogOnFirstUse } from '../../components/modal/use-dialog-on-first-use.ts';
import type { PretranslateDialogProps } from './pretranslate-dialog.tsx';

// The dialog brings the form, React Aria's overlays and the job's event stream: loaded on first use.
const loadPretranslateDialog = () => import('./pretranslate-dialog.tsx');
const PretranslateDialog = lazy(() =>
  loadPretranslateDialog().then((module) => ({ default: module.PretranslateDialog })),
);
const preloadPretranslateDialog = () => void loadPretranslateDialog();

export interface PretranslateButtonProps
  extends Omit<PretranslateDialogProps, 'isOpen' | 'onOpenChange' | 'jobId' | 'onJobChange'> {
  /** Managers and owners pre-translate; for the others the button is there but off. */
  mayPretranslate: boolean;
}

/** The project page's "Pre-translate…" button and its dialog; the job it started is followed until closed. */
export function PretranslateButton({ mayPretranslate, ...props }: PretranslateButtonProps) {
  const { t } = useTranslation();
  const { isOpen, setOpen, hasOpened, openerProps } = useDialogOnFirstUse(preloadPretranslateDialog);
  const [jobId, setJobId] = useState<string | null>(null);

  return (
    <>
      <Button variant="outline" size="sm" {...openerProps} isDisabled={!mayPretranslate}>
        {t('projects.pretranslate.button')}
      </Button>
      <Suspense fallback={null}>
        {hasOpened && (
          <PretranslateDialog
            {...props}
            isOpen={isOpen}
            onOpenChange={setOpen}
            jobId={jobId}
            onJobChange={setJobId}
          />
        )}
      </Suspense>
    </>
  );
}
