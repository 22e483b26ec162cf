import { unlockPasswordSignIn } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { Link } from '../../components/link/link.tsx';
import { AuthPage, PageHeading } from '../account-shared/account-page.tsx';
import { TokenOutcome } from '../account-shared/token-call.tsx';

export interface UnlockScreenProps {
  /** The `token` of the link mailed after 100 wrong passwords in a row. */
  token: string | null | undefined;
}

/**
 * Opens the unlock link. It acts only when the button is pressed, since mail scanners open links
 * by themselves; then password sign-in works again.
 */
export function UnlockScreen({ token }: UnlockScreenProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'success' | 'failure'>();
  const unlock = useAction(async (value: string) => {
    const result = await unlockPasswordSignIn(value);
    setOutcome(result.ok ? 'success' : 'failure');
    return result;
  });

  if (token && !outcome) {
    return (
      <AuthPage>
        <PageHeading>{t('unlock.heading')}</PageHeading>
        <p>{t('unlock.intro')}</p>
        <div>
          <Button isPending={unlock.isPending} onPress={() => void unlock.run(token)}>
            {t('unlock.submit')}
          </Button>
        </div>
      </AuthPage>
    );
  }
  return (
    <TokenOutcome
      status={outcome ?? 'missing'}
      pendingText={t('unlock.pending')}
      successHeading={t('unlock.successHeading')}
      successBody={t('unlock.successBody')}
      successActions={
        <Link variant="primary" href="/sign-in">
          {t('unlock.signIn')}
        </Link>
      }
      failureHeading={t('unlock.failureHeading')}
      failureBody={t('unlock.failureBody')}
      failureActions={
        <Link variant="outline" href="/sign-in/forgot-password">
          {t('unlock.resetPassword')}
        </Link>
      }
    />
  );
}
