import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's accessible name. */
  'aria-label': string;
  children: ReactNode;
}

/**
 * A side sheet from the start edge. RAC's modal traps focus, closes on Escape and on a press
 * outside, and gives focus back to the button that opened it.
 */
export function Drawer({ isOpen, onOpenChange, 'aria-label': ariaLabel, children }: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 bg-black/40 motion-safe:data-entering:animate-[drawer-fade_200ms_ease-out] motion-safe:data-exiting:animate-[drawer-fade_150ms_ease-in_reverse]"
    >
      <Modal className="fixed inset-y-0 start-0 flex w-80 max-w-[85vw] bg-base-200 text-base-content shadow-xl outline-none motion-safe:data-entering:animate-[drawer-slide_200ms_ease-out] motion-safe:data-exiting:animate-[drawer-slide_150ms_ease-in_reverse]">
        <Dialog
          aria-label={ariaLabel}
          className="flex w-full flex-col gap-2 overflow-y-auto p-4 outline-none"
        >
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
