import { addPasskey } from '@verba/api-client/webauthn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { PASSKEY_NAME_MAX } from './passkey-name.ts';

export interface AddPasskeyFormProps {
  /** After the server stored the new passkey: re-read the list. */
  onAdded: () => Promise<void>;
}

/** An optional name, then the browser's passkey prompt; failures arrive as toasts from api-client. */
export function AddPasskeyForm({ onAdded }: AddPasskeyFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [isPending, setPending] = useState(false);
  const tooLong = name.trim().length > PASSKEY_NAME_MAX;

  const submit = async () => {
    if (isPending || tooLong) return;
    setPending(true);
    try {
      if (!(await addPasskey(name))) return;
      await onAdded();
      setName('');
      notify.success(t('passkeys.added'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      aria-label={t('passkeys.addHeading')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('passkeys.name')}
        description={t('passkeys.nameHint')}
        value={name}
        onChange={setName}
        isInvalid={tooLong}
        errorMessage={t('validation.nameTooLong', { max: PASSKEY_NAME_MAX })}
        autoComplete="off"
      />
      <Button type="submit" className="self-start" isPending={isPending}>
        {t('passkeys.add')}
      </Button>
    </Form>
  );
}
