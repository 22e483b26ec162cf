import { apiScopes } from '@verba/api-client';
import { type ApiScope, useCreateApiKey } from '@verba/api-client/graphql';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormCheckbox, FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'nameTooLong')),
  READ: z.boolean(),
  WRITE: z.boolean(),
  IMPORT: z.boolean(),
});

const expiries = ['30', '90', '365', 'never'] as const;
type Expiry = (typeof expiries)[number];

export interface ApiKeyFormProps {
  projectId: string;
  /** The new key's secret, to show once. */
  onCreated: (created: { name: string; secret: string }) => void;
}

/** Name, scopes and expiry of a new key (pipeline contract's ApiKeyInput). */
export function ApiKeyForm({ projectId, onCreated }: ApiKeyFormProps) {
  const { t } = useTranslation();
  const [expiry, setExpiry] = useState<Expiry>('90');
  const form = useZodForm(schema, { name: '', READ: true, WRITE: false, IMPORT: false });
  const [createApiKey] = useCreateApiKey();
  const scopeText: Record<ApiScope, string> = {
    READ: t('projects.apiKeys.scopeRead'),
    WRITE: t('projects.apiKeys.scopeWrite'),
    IMPORT: t('projects.apiKeys.scopeImport'),
  };
  const create = useFormSubmit(form, async (values) => {
    const chosen = apiScopes.filter((scope) => values[scope]);
    if (chosen.length === 0) {
      form.setError('READ', { message: t('projects.apiKeys.scopeRequired') });
      return { ok: true as const };
    }
    const result = await createApiKey({
      projectId,
      input: { name: values.name, scopes: chosen, expiresInDays: expiry === 'never' ? null : Number(expiry) },
    });
    if (result.ok) {
      onCreated({ name: result.data.createApiKey.apiKey.name, secret: result.data.createApiKey.secret });
      form.reset();
    }
    return result;
  });

  return (
    <Form onSubmit={create.onSubmit} aria-label={t('projects.apiKeys.createHeading')}>
      <FormTextField
        control={form.control}
        name="name"
        label={t('projects.apiKeys.name')}
        description={t('projects.apiKeys.nameDescription')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">{t('projects.apiKeys.scopes')}</legend>
        {apiScopes.map((scope) => (
          <FormCheckbox key={scope} control={form.control} name={scope}>
            {scopeText[scope]}
          </FormCheckbox>
        ))}
      </fieldset>
      <RadioGroup
        value={expiry}
        onChange={(next) => setExpiry(next as Expiry)}
        className="flex flex-col gap-2"
      >
        <Label className="font-medium text-sm">{t('projects.apiKeys.expiry')}</Label>
        {expiries.map((option) => (
          <Radio key={option} value={option} className="flex cursor-pointer items-center gap-3">
            {({ isSelected }) => (
              <>
                <span aria-hidden="true" className={`radio ${isSelected ? 'radio-primary' : ''}`} />
                {option === 'never'
                  ? t('projects.apiKeys.expiryNever')
                  : t('projects.apiKeys.expiryDays', { count: Number(option) })}
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      <Button type="submit" className="self-start" isPending={create.isPending}>
        {t('projects.apiKeys.create')}
      </Button>
    </Form>
  );
}
