import type { FormEventHandler, ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.tsx';
import { Form } from '../form/form.tsx';
import { Modal } from '../modal/modal.tsx';

export interface FormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  submitLabel: string;
  /** Usually `form.handleSubmit(action.run)` of a useZodForm and a useAction. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the submitted change runs: the dialog stays open and cannot be dismissed. */
  isPending?: boolean;
  /** The submit button is drawn as a danger, for a form that deletes. */
  destructive?: boolean;
  children: ReactNode;
}

/** A modal dialog around a form; Enter submits, Escape and Cancel close unless the change is running. */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  submitLabel,
  onSubmit,
  isPending = false,
  destructive = false,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isPending={isPending}>
      <Dialog className="outline-none">
        {({ close }) => (
          <Form onSubmit={onSubmit} aria-label={title} className="p-6">
            <Heading slot="title" className="font-bold text-xl">
              {title}
            </Heading>
            {children}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" isDisabled={isPending} onPress={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant={destructive ? 'danger' : 'primary'} isPending={isPending}>
                {submitLabel}
              </Button>
            </div>
          </Form>
        )}
      </Dialog>
    </Modal>
  );
}
