import { type LockDownResult, lockDownAccount } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Link } from '../../components/link/link.tsx';
import { AuthPage, PageHeading, releaseFocus } from '../account-shared/account-page.tsx';
import { PendingRemovalAlert } from '../account-shared/pending-removal-alert.tsx';
import { TokenPrompt } from '../account-shared/token-call.tsx';

export interface NotMeScreenProps {
  /** The `token` of the notice mail's link; missing shows how to get a working link. */
  token: string | null | undefined;
}

/**
 * "This wasn't me" from a security notice. Nothing happens on load (mail scanners open links);
 * the button locks the account down: every browser signed out, password sign-in locked, a reset
 * link mailed, and new passkeys and a new 2FA set to go in 72 hours. The page then says what will go.
 */
export function NotMeScreen({ token }: NotMeScreenProps) {
  const { t } = useTranslation();
  const [undone, setUndone] = useState<LockDownResult>();
  const lock = useAction(async () => {
    const result = await lockDownAccount(token ?? '');
    if (result.ok) {
      releaseFocus();
      setUndone(result.data);
    }
    return result;
  });

  if (!token) {
    return (
      <AuthPage>
        <PageHeading>{t('account.missingTokenHeading')}</PageHeading>
        <Alert variant="warning">{t('account.missingTokenBody')}</Alert>
      </AuthPage>
    );
  }
  if (undone) {
    return (
      <AuthPage>
        <PageHeading autoFocus>{t('notMe.doneHeading')}</PageHeading>
        <Alert variant="success">{t('notMe.doneBody')}</Alert>
        <PendingRemovalAlert removal={undone.pendingRemoval} />
        <Link variant="primary" href="/sign-in" className="self-start">
          {t('notMe.signIn')}
        </Link>
      </AuthPage>
    );
  }
  return (
    <TokenPrompt
      heading={t('notMe.heading')}
      body={t('notMe.intro')}
      actionLabel={t('notMe.submit')}
      variant="danger"
      isPending={lock.isPending}
      onPress={() => void lock.run()}
    >
      <ul className="list-disc ps-6">
        <li>{t('notMe.stepSessions')}</li>
        <li>{t('notMe.stepPasswordLock')}</li>
        <li>{t('notMe.stepPasskeys')}</li>
        <li>{t('notMe.stepReset')}</li>
      </ul>
    </TokenPrompt>
  );
}
