import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { CODE_LENGTH, CodeField } from '../../components/code-field/code-field.tsx';
import { Form } from '../../components/form/form.tsx';
import { usePending } from './use-pending.ts';

export interface CodeFormProps {
  /** Names the form for assistive technology. */
  label: string;
  submitLabel: string;
  /** Sends the code; false keeps the form for another try (the error toast was shown). */
  onCode: (code: string) => Promise<boolean>;
  autoFocus?: boolean;
}

/** A 6-digit code and a submit button; the field empties after a refused code. */
export function CodeForm({ label, submitLabel, onCode, autoFocus }: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { isPending, run } = usePending();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      setError(t('validation.codeFormat'));
      return;
    }
    void run(async () => {
      if (!(await onCode(code))) setCode('');
    });
  };

  return (
    <Form onSubmit={onSubmit} aria-label={label}>
      <CodeField
        label={t('fields.code')}
        description={t('twoFactor.codeField.description')}
        value={code}
        autoFocus={autoFocus}
        errorMessage={error}
        onChange={(next) => {
          setCode(next);
          setError(undefined);
        }}
      />
      <Button type="submit" className="self-start" isPending={isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
