import { type ApiResult, rules } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormCodeField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';

export interface CodeFormProps {
  /** Names the form for assistive technology. */
  label: string;
  submitLabel: string;
  /** Sends the code; a failure is shown and the form stays for another try. */
  onCode: (code: string) => Promise<ApiResult<unknown>>;
  autoFocus?: boolean;
}

const schema = z.object({ code: rules.codeRule });

/** A 6-digit code that sends itself when complete (or with its button); it empties after a refusal. */
export function CodeForm({ label, submitLabel, onCode, autoFocus }: CodeFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { code: '' });
  const { onSubmit, isPending } = useFormSubmit(form, async ({ code }) => {
    const result = await onCode(code);
    if (!result.ok) form.reset({ code: '' });
    return result;
  });

  return (
    <Form onSubmit={onSubmit} aria-label={label}>
      <FormCodeField
        control={form.control}
        name="code"
        label={t('fields.code')}
        description={t('twoFactor.codeField.description')}
        autoFocus={autoFocus}
        onComplete={() => void onSubmit()}
      />
      <Button type="submit" className="self-start" isPending={isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
