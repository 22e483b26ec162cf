import type { Passkey } from '@verba/api-client';
import { renamePasskey } from '@verba/api-client/webauthn';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { PASSKEY_NAME_MAX } from './passkey-name.ts';

export interface RenamePasskeyDialogProps {
  passkey: Passkey;
  onClose: () => void;
  onRenamed: () => Promise<void>;
}

/** A modal with the passkey's name to edit; Escape or Cancel keeps the old one. */
export function RenamePasskeyDialog({ passkey, onClose, onRenamed }: RenamePasskeyDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(passkey.name);
  const [submitted, setSubmitted] = useState(false);
  const [isPending, setPending] = useState(false);
  const trimmed = name.trim();
  const problem = !trimmed
    ? t('validation.required')
    : trimmed.length > PASSKEY_NAME_MAX
      ? t('validation.nameTooLong', { max: PASSKEY_NAME_MAX })
      : null;

  const save = async () => {
    setSubmitted(true);
    if (problem || isPending) return;
    setPending(true);
    try {
      if (!(await renamePasskey(passkey.id, trimmed))) return;
      await onRenamed();
      notify.success(t('passkeys.renamed'));
      onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-box bg-base-100 text-base-content shadow-xl outline-none">
        <Dialog className="flex flex-col gap-4 p-6 outline-none">
          <Heading slot="title" className="font-bold text-xl">
            {t('passkeys.renameTitle')}
          </Heading>
          <Form
            aria-label={t('passkeys.renameTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <TextField
              label={t('passkeys.newName')}
              value={name}
              onChange={setName}
              autoFocus
              isInvalid={submitted && problem !== null}
              errorMessage={problem ?? undefined}
              autoComplete="off"
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" isDisabled={isPending} onPress={onClose}>
                {t('passkeys.cancel')}
              </Button>
              <Button type="submit" isPending={isPending}>
                {t('passkeys.renameSave')}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
