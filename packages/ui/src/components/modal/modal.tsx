import type { ReactNode } from 'react';
import { ModalOverlay, type ModalOverlayProps, Modal as RacModal } from 'react-aria-components';

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** A react-aria-components Dialog (or ConfirmDialog's and FormDialog's, which bring one). */
  children: ReactNode;
  /** While the dialog's action runs, neither a click outside nor Escape closes it. */
  isPending?: boolean;
}

/**
 * The one modal shell, as React Aria's starter Modal: a dimmed overlay that fades in and a centred
 * panel that grows in (only when the user allows motion). Dialogs go inside.
 */
export function Modal({ children, isPending = false, ...props }: ModalProps) {
  return (
    <ModalOverlay
      isDismissable={!isPending}
      {...props}
      isKeyboardDismissDisabled={isPending || props.isKeyboardDismissDisabled}
      className="fixed inset-0 z-50 flex h-(--visual-viewport-height) items-center justify-center bg-black/40 p-4 motion-safe:data-entering:animate-[drawer-fade_150ms_ease-out]"
    >
      <RacModal className="max-h-full w-full max-w-md overflow-y-auto rounded-box bg-base-100 text-base-content shadow-xl outline-none motion-safe:data-entering:animate-[modal-zoom_150ms_ease-out]">
        {children}
      </RacModal>
    </ModalOverlay>
  );
}
