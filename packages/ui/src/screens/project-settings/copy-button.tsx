import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/button/button.tsx';
import { notify } from '../../components/toaster/notify.ts';

export interface CopyButtonProps extends Omit<ButtonProps, 'onPress'> {
  text: string;
  /** The toast once it is on the clipboard. */
  copied: string;
}

/** Puts `text` on the clipboard and says so; where the browser refuses, says to copy it by hand. */
export function CopyButton({ text, copied, variant = 'outline', ...props }: CopyButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      {...props}
      onPress={() =>
        navigator.clipboard.writeText(text).then(
          () => notify.success(copied),
          () => notify.error(t('projects.common.copyFailed')),
        )
      }
    />
  );
}
