import { rules } from '@verba/api-client';
import { addPasskey } from '@verba/api-client/webauthn';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { notify } from '../../components/toaster/notify.ts';

export interface AddPasskeyFormProps {
  /** After the server stored the new passkey: re-read the list. */
  onAdded: () => Promise<void>;
}

/** An optional name, then the browser's passkey prompt; failures arrive as toasts from api-client. */
export function AddPasskeyForm({ onAdded }: AddPasskeyFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(rules.newPasskeyRules, { name: '' });
  const { onSubmit, isPending } = useFormSubmit(form, async ({ name }) => {
    const result = await addPasskey(name);
    if (result.ok) {
      await onAdded();
      form.reset({ name: '' });
      notify.success(t('passkeys.added'));
    }
    return result;
  });

  return (
    <Form aria-label={t('passkeys.addHeading')} onSubmit={onSubmit}>
      <FormTextField
        control={form.control}
        name="name"
        label={t('passkeys.name')}
        description={t('passkeys.nameHint')}
        autoComplete="off"
      />
      <Button type="submit" className="self-start" isPending={isPending}>
        {t('passkeys.add')}
      </Button>
    </Form>
  );
}
