import { reauthWithCode, reauthWithPassword, rules } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../action/use-action.ts';
import { Button } from '../button/button.tsx';
import { FormCodeField, FormPasswordField } from '../form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../form/use-zod-form.ts';
import { FormDialog } from '../form-dialog/form-dialog.tsx';

export interface ReauthDialogProps {
  /** The account has 2FA: a code from the authenticator app is offered. */
  hasCode: boolean;
  /** The account has a passkey: it is offered first, as the quickest way. */
  hasPasskey: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

type Method = 'password' | 'code';

/** "Confirm it's you": the password, a TOTP code or a passkey, whichever the account has. */
export function ReauthDialog({ hasCode, hasPasskey, onConfirmed, onCancel }: ReauthDialogProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('password');
  const form = useZodForm(rules.reauthRules(method), { password: '', code: '' });

  const { onSubmit, isPending } = useFormSubmit(form, async ({ password, code }) => {
    const result = method === 'password' ? await reauthWithPassword(password) : await reauthWithCode(code);
    if (result.ok) onConfirmed();
    return result;
  });

  const passkey = useAction(async () => {
    const webauthn = await import('@verba/api-client/webauthn');
    const result = await webauthn.reauthWithPasskey();
    if (result.ok) onConfirmed();
    return result;
  });

  const busy = isPending || passkey.isPending;
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('reauth.title')}
      submitLabel={t('reauth.submit')}
      onSubmit={onSubmit}
      isPending={busy}
    >
      <p className="mt-2 mb-4">{t('reauth.intro')}</p>
      {hasPasskey && (
        <div className="mb-4 flex flex-col gap-2">
          <Button
            variant="outline"
            isPending={passkey.isPending}
            isDisabled={isPending}
            onPress={() => void passkey.run()}
          >
            {t('reauth.usePasskey')}
          </Button>
          <p className="text-sm opacity-80">{t('reauth.orBelow')}</p>
        </div>
      )}
      <div className="mb-4 flex flex-col gap-2">
        {method === 'password' ? (
          <FormPasswordField
            control={form.control}
            name="password"
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            autoFocus={!hasPasskey}
          />
        ) : (
          <FormCodeField
            control={form.control}
            name="code"
            label={t('fields.code')}
            description={t('reauth.codeDescription')}
            autoFocus
            onComplete={() => void onSubmit()}
          />
        )}
        {hasCode && (
          <Button
            variant="ghost"
            className="self-start"
            isDisabled={busy}
            onPress={() => {
              form.clearErrors();
              setMethod(method === 'password' ? 'code' : 'password');
            }}
          >
            {method === 'password' ? t('reauth.useCode') : t('reauth.usePassword')}
          </Button>
        )}
      </div>
    </FormDialog>
  );
}
