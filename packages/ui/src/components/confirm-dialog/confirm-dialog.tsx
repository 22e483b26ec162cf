import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button/button.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** While the confirmed action runs: the confirm button shows a spinner and the dialog stays open. */
  isPending?: boolean;
  /** destructive: the confirm button is drawn as a danger. */
  variant?: 'default' | 'destructive';
}

/**
 * An alertdialog that asks once more before an action. Focus starts on Cancel, so Enter never
 * confirms a destructive action by accident; Escape cancels unless the action is running.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending = false,
  variant = 'default',
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4 motion-safe:data-entering:animate-[drawer-fade_150ms_ease-out]"
    >
      <Modal className="w-full max-w-md rounded-box bg-base-100 text-base-content shadow-xl outline-none">
        <Dialog role="alertdialog" className="flex flex-col gap-4 p-6 outline-none">
          <Heading slot="title" className="font-bold text-xl">
            {title}
          </Heading>
          {children && <div className="text-base-content/80">{children}</div>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" autoFocus isDisabled={isPending} onPress={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button
              variant="primary"
              className={variant === 'destructive' ? 'btn-error' : undefined}
              data-destructive={variant === 'destructive' || undefined}
              isPending={isPending}
              onPress={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
