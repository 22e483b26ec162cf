import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { CopyButton } from './copy-button.tsx';

export interface OneTimeSecretProps {
  secret: string;
  /** The texts of what the secret is (an API key, a webhook's signing secret). */
  texts: { title: string; body: string; label: string; copy: string; copied: string };
  /** More buttons beside Copy (the API key's CLI config). */
  actions?: ReactNode;
  onDone: () => void;
}

/** A secret the server answers once (API key, webhook signing secret), with Copy; Done forgets it. */
export function OneTimeSecret({ secret, texts, actions, onDone }: OneTimeSecretProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={texts.title} className="flex flex-col gap-3 rounded-box border border-success p-4">
      <h3 className="font-semibold">{texts.title}</h3>
      <p className="text-base-content/80">{texts.body}</p>
      <output aria-label={texts.label} className="break-all rounded-box bg-base-200 p-3 font-mono">
        {secret}
      </output>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={secret} copied={texts.copied}>
          {texts.copy}
        </CopyButton>
        {actions}
        <Button onPress={onDone}>{t('projects.common.done')}</Button>
      </div>
    </section>
  );
}
