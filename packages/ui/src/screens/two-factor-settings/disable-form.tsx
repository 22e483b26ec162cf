import { disableTwoFactor, disableTwoFactorWithRecoveryCode } from '@verba/api-client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { CODE_LENGTH, CodeField } from '../../components/code-field/code-field.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { Form } from '../../components/form/form.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { usePending } from './use-pending.ts';

export interface DisableFormProps {
  /** 2FA is off now. */
  onDisabled: () => Promise<void>;
}

type Method = 'code' | 'recovery';

/** Turning 2FA off: a code from the app or a recovery code, then a confirmation dialog. */
export function DisableForm({ onDisabled }: DisableFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('code');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string>();
  const [isConfirming, setConfirming] = useState(false);
  const { isPending, run } = usePending();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (method === 'code' && code.length !== CODE_LENGTH) setError(t('validation.codeFormat'));
    else if (method === 'recovery' && !recoveryCode.trim()) setError(t('validation.required'));
    else setConfirming(true);
  };

  const confirm = () =>
    run(async () => {
      const ok =
        method === 'code'
          ? await disableTwoFactor(code)
          : await disableTwoFactorWithRecoveryCode(recoveryCode.trim());
      setConfirming(false);
      if (ok) await onDisabled();
      else if (method === 'code') setCode('');
    });

  const clearError = () => setError(undefined);

  return (
    <Card title={t('twoFactor.disable.heading')} id="two-factor-disable">
      <p className="text-base-content/80">{t('twoFactor.disable.intro')}</p>
      <Form onSubmit={onSubmit} aria-label={t('twoFactor.disable.heading')}>
        {method === 'code' ? (
          <CodeField
            label={t('fields.code')}
            value={code}
            errorMessage={error}
            onChange={(next) => {
              setCode(next);
              clearError();
            }}
          />
        ) : (
          <TextField
            name="recoveryCode"
            label={t('twoFactor.recoveryField.label')}
            description={t('twoFactor.recoveryField.description')}
            autoComplete="off"
            spellCheck="false"
            value={recoveryCode}
            isInvalid={Boolean(error)}
            errorMessage={error}
            onChange={(next) => {
              setRecoveryCode(next);
              clearError();
            }}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="btn-error">
            {t('twoFactor.disable.submit')}
          </Button>
          <Button
            variant="ghost"
            onPress={() => {
              clearError();
              setMethod(method === 'code' ? 'recovery' : 'code');
            }}
          >
            {method === 'code' ? t('twoFactor.disable.withRecovery') : t('twoFactor.disable.withCode')}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('twoFactor.disable.dialogTitle')}
        confirmLabel={t('twoFactor.disable.dialogConfirm')}
        cancelLabel={t('twoFactor.disable.dialogCancel')}
        onConfirm={() => void confirm()}
        isPending={isPending}
        variant="destructive"
      >
        {t('twoFactor.disable.dialogBody')}
      </ConfirmDialog>
    </Card>
  );
}
