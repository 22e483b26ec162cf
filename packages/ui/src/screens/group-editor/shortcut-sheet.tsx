import { Dialog, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Modal } from '../../components/modal/modal.tsx';

const SHORTCUTS = [
  ['arrows', 'move'],
  ['enter', 'edit'],
  ['enterEditing', 'saveDown'],
  ['shiftEnter', 'newLine'],
  ['tab', 'nextEmpty'],
  ['modEnter', 'reviewed'],
  ['altA', 'acceptSuggestion'],
  ['altR', 'rejectSuggestion'],
  ['altD', 'dismissWarning'],
  ['escape', 'cancel'],
  ['slash', 'search'],
  ['question', 'help'],
] as const;

export interface ShortcutSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** `?`: every key the editor answers to. */
export function ShortcutSheet({ isOpen, onOpenChange }: ShortcutSheetProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog className="p-6 outline-none">
        {({ close }) => (
          <>
            <Heading slot="title" className="font-bold text-xl">
              {t('projects.editor.shortcuts.title')}
            </Heading>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {SHORTCUTS.map(([keys, action]) => (
                <div key={keys} className="contents">
                  <dt>
                    <kbd className="kbd kbd-sm">{t(`projects.editor.shortcuts.keys.${keys}`)}</kbd>
                  </dt>
                  <dd>{t(`projects.editor.shortcuts.actions.${action}`)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 flex justify-end">
              <Button variant="primary" onPress={close} autoFocus>
                {t('projects.editor.shortcuts.close')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
