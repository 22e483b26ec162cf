import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { useFocusOnMount } from '../account-shared/account-page.tsx';

export interface RecoveryCodesPanelProps {
  codes: string[];
  /** enabled: right after turning 2FA on; regenerated: a new set replaced the old one. */
  reason: 'enabled' | 'regenerated';
  onDone: () => void;
}

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'verba-recovery-codes.txt';
  link.click();
  // The click has started the download by now; the URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The recovery codes, shown this once: copy, download, and "I have saved them" before leaving. */
export function RecoveryCodesPanel({ codes, reason, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const text = `${t('twoFactor.codes.fileHeading')}\n\n${codes.join('\n')}\n`;

  return (
    <Card
      title={
        reason === 'enabled' ? t('twoFactor.codes.enabledHeading') : t('twoFactor.codes.regeneratedHeading')
      }
      headingRef={headingRef}
      id="recovery-codes"
    >
      <p>{t('twoFactor.codes.intro')}</p>
      <ol
        aria-label={t('twoFactor.codes.listLabel')}
        className="grid grid-cols-2 gap-2 rounded-box bg-base-200 p-4 font-mono text-lg"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onPress={() =>
            navigator.clipboard.writeText(codes.join('\n')).then(
              () => notify.success(t('twoFactor.codes.copied')),
              () => notify.error(t('twoFactor.codes.copyFailed')),
            )
          }
        >
          {t('twoFactor.codes.copy')}
        </Button>
        <Button variant="outline" onPress={() => download(text)}>
          {t('twoFactor.codes.download')}
        </Button>
      </div>
      <Checkbox isSelected={saved} onChange={setSaved}>
        {t('twoFactor.codes.saved')}
      </Checkbox>
      <Button className="self-start" isDisabled={!saved} onPress={onDone}>
        {t('twoFactor.codes.done')}
      </Button>
    </Card>
  );
}
