import { passkeysForReset } from '@verba/api-client';
import { useCallback } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../components/form/form-fields.tsx';
import { useApiQuery } from '../../layout/use-api-query.ts';

export interface ResetPasskeysProps {
  token: string;
  control: Control<{ newPassword: string; removePasskeys: boolean }>;
}

/**
 * The account's passkeys on the reset page, with a box to remove them all: a passkey someone else
 * added would otherwise still sign in after the new password. Nothing shows without passkeys.
 */
export function ResetPasskeys({ token, control }: ResetPasskeysProps) {
  const { t, i18n } = useTranslation();
  const query = useApiQuery(useCallback(() => passkeysForReset(token), [token]));
  const passkeys = query.data?.passkeys ?? [];
  if (passkeys.length === 0) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t('resetPasskeys.heading')}</legend>
      <ul className="list-disc ps-6">
        {passkeys.map((passkey) => (
          <li key={`${passkey.name}-${passkey.createdAt}`}>
            {t('resetPasskeys.item', {
              name: passkey.name,
              date: format.format(new Date(passkey.createdAt)),
            })}
          </li>
        ))}
      </ul>
      <FormCheckbox control={control} name="removePasskeys">
        {t('resetPasskeys.removeAll')}
      </FormCheckbox>
    </fieldset>
  );
}
