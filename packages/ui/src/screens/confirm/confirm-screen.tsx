import { confirmAccount, declineAccount } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { TokenOnPressPage } from '../account-shared/token-call.tsx';

export interface ConfirmScreenProps {
  /** The `token` of the mailed link; missing or empty shows how to get a working link. */
  token: string | null | undefined;
  /** confirm: /confirm, the account is confirmed. decline: /confirm/decline, the unconfirmed account is erased. */
  mode?: 'confirm' | 'decline';
}

/**
 * Opens a sign-up mail's link: nothing happens until the button is pressed (mail scanners open
 * links too), then the account is confirmed (or declined) once and the way forward shown.
 */
export function ConfirmScreen({ token, mode = 'confirm' }: ConfirmScreenProps) {
  const { t } = useTranslation();
  if (mode === 'decline') {
    return (
      <TokenOnPressPage
        token={token}
        call={declineAccount}
        prompt={{
          heading: t('confirmDecline.readyHeading'),
          body: t('confirmDecline.readyBody'),
          actionLabel: t('confirmDecline.action'),
          variant: 'danger',
        }}
        outcome={{
          pendingText: t('confirmDecline.pending'),
          successHeading: t('confirmDecline.successHeading'),
          successBody: t('confirmDecline.successBody'),
          successActions: (
            <Link variant="outline" href="/sign-up">
              {t('confirmDecline.signUp')}
            </Link>
          ),
          failureHeading: t('confirmDecline.failureHeading'),
          failureBody: t('confirmDecline.failureBody'),
          failureActions: (
            <Link variant="outline" href="/sign-in/forgot-password">
              {t('confirmDecline.forgotPassword')}
            </Link>
          ),
        }}
      />
    );
  }
  return (
    <TokenOnPressPage
      token={token}
      call={confirmAccount}
      prompt={{
        heading: t('confirm.readyHeading'),
        body: t('confirm.readyBody'),
        actionLabel: t('confirm.action'),
        variant: 'primary',
      }}
      outcome={{
        pendingText: t('confirm.pending'),
        successHeading: t('confirm.successHeading'),
        successBody: t('confirm.successBody'),
        successActions: (
          <Link variant="primary" href="/sign-in">
            {t('confirm.signIn')}
          </Link>
        ),
        failureHeading: t('confirm.failureHeading'),
        failureBody: t('confirm.failureBody'),
        failureActions: (
          <>
            <Link variant="primary" href="/sign-in">
              {t('confirm.signIn')}
            </Link>
            <Link variant="outline" href="/sign-up">
              {t('confirm.signUp')}
            </Link>
          </>
        ),
      }}
    />
  );
}
