import { confirmEmailChange, useAuth } from '@verba/api-client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { TokenOutcome, useTokenCall } from '../account-shared/token-call.tsx';

export interface EmailChangeConfirmScreenProps {
  /** The `token` of the link mailed to the new address. */
  token: string | null | undefined;
}

/** Opens the link mailed to the new address: confirms the change once, then re-reads the account. */
export function EmailChangeConfirmScreen({ token }: EmailChangeConfirmScreenProps) {
  const { t } = useTranslation();
  const { state, refresh } = useAuth();
  const confirm = useCallback(
    async (value: string) => {
      const result = await confirmEmailChange(value);
      if (result.ok) await refresh();
      return result;
    },
    [refresh],
  );
  const status = useTokenCall(token, confirm);
  const email = state.status === 'signedIn' ? state.user.email : '';
  return (
    <TokenOutcome
      status={status}
      pendingText={t('emailChangeConfirm.pending')}
      successHeading={t('emailChangeConfirm.successHeading')}
      successBody={t('emailChangeConfirm.successBody', { email })}
      successActions={
        <Link variant="primary" href="/settings">
          {t('emailChangeConfirm.toSettings')}
        </Link>
      }
      failureHeading={t('emailChangeConfirm.failureHeading')}
      failureBody={t('emailChangeConfirm.failureBody')}
      failureActions={
        <Link variant="outline" href="/settings/email">
          {t('emailChangeConfirm.toEmailSettings')}
        </Link>
      }
    />
  );
}
