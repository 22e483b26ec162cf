import { unlockPasswordSignIn } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { TokenOnPressPage } from '../account-shared/token-call.tsx';

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
  return (
    <TokenOnPressPage
      token={token}
      call={unlockPasswordSignIn}
      prompt={{
        heading: t('unlock.heading'),
        body: t('unlock.intro'),
        actionLabel: t('unlock.submit'),
        variant: 'primary',
      }}
      outcome={{
        pendingText: t('unlock.pending'),
        successHeading: t('unlock.successHeading'),
        successBody: t('unlock.successBody'),
        successActions: (
          <Link variant="primary" href="/sign-in">
            {t('unlock.signIn')}
          </Link>
        ),
        failureHeading: t('unlock.failureHeading'),
        failureBody: t('unlock.failureBody'),
        failureActions: (
          <Link variant="outline" href="/sign-in/forgot-password">
            {t('unlock.resetPassword')}
          </Link>
        ),
      }}
    />
  );
}
