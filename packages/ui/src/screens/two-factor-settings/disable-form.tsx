import { disableTwoFactor, disableTwoFactorWithRecoveryCode, rules } from '@verba/api-client';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormCodeField, FormTextField } from '../../components/form/form-fields.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';

export interface DisableFormProps {
  /** 2FA is off now. */
  onDisabled: () => Promise<void>;
}

type Method = 'code' | 'recovery';

/** Turning 2FA off: a code from the app or a recovery code, then a confirmation dialog. */
export function DisableForm({ onDisabled }: DisableFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('code');
  const schema = useMemo(() => rules.secondFactorRules(method), [method]);
  const form = useZodForm(schema, { code: '', recoveryCode: '' });
  const [isConfirming, setConfirming] = useState(false);

  const disable = useAction(async () => {
    const { code, recoveryCode } = form.getValues();
    const result =
      method === 'code'
        ? await disableTwoFactor(code)
        : await disableTwoFactorWithRecoveryCode(recoveryCode.trim());
    setConfirming(false);
    if (result.ok) await onDisabled();
    else if (method === 'code') form.resetField('code');
    return result;
  });

  const switchMethod = () => {
    form.clearErrors();
    setMethod(method === 'code' ? 'recovery' : 'code');
  };

  return (
    <Card title={t('twoFactor.disable.heading')} id="two-factor-disable">
      <p className="text-base-content/80">{t('twoFactor.disable.intro')}</p>
      <Form
        onSubmit={form.handleSubmit(() => setConfirming(true))}
        aria-label={t('twoFactor.disable.heading')}
      >
        {method === 'code' ? (
          <FormCodeField control={form.control} name="code" label={t('fields.code')} />
        ) : (
          <FormTextField
            control={form.control}
            name="recoveryCode"
            label={t('twoFactor.recoveryField.label')}
            description={t('twoFactor.recoveryField.description')}
            autoComplete="off"
            spellCheck="false"
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger">
            {t('twoFactor.disable.submit')}
          </Button>
          <Button variant="ghost" onPress={switchMethod}>
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
        onConfirm={() => void disable.run()}
        isPending={disable.isPending}
        variant="destructive"
      >
        {t('twoFactor.disable.dialogBody')}
      </ConfirmDialog>
    </Card>
  );
}
