import type { FormEvent, ReactNode } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';

export interface FormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  /** While the submitted change runs: the dialog stays open and cannot be dismissed. */
  isPending?: boolean;
  /** A refusal from the server, announced above the buttons. */
  error?: string | null;
  destructive?: boolean;
  children: ReactNode;
}

/** A modal dialog around a form; Enter submits, Escape cancels unless the change is running. */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  submitLabel,
  onSubmit,
  isPending = false,
  error,
  destructive = false,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-box bg-base-100 text-base-content shadow-xl outline-none">
        <Dialog className="outline-none">
          <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4 p-6">
            <Heading slot="title" className="font-bold text-xl">
              {title}
            </Heading>
            {children}
            {error && (
              <p role="alert" className="alert alert-soft alert-error">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" isDisabled={isPending} onPress={() => onOpenChange(false)}>
                {t('projects.common.cancel')}
              </Button>
              <Button type="submit" className={destructive ? 'btn-error' : undefined} isPending={isPending}>
                {submitLabel}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
