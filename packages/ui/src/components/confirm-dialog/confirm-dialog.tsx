import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';

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
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isPending={isPending}>
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
            variant={variant === 'destructive' ? 'danger' : 'primary'}
            isPending={isPending}
            onPress={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
