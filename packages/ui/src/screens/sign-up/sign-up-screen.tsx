import {
  type ApiFailure,
  type InvitationForSignUp,
  invitationForSignUp,
  register,
  rules,
} from '@verba/api-client';
import { type ReactNode, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../components/action/error-message.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormPasswordField, FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { Link } from '../../components/link/link.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { AuthPage, PageHeading, releaseFocus } from '../account-shared/account-page.tsx';

export interface SignUpScreenProps {
  /**
   * The invitation link's token (`/sign-up?invitation=…`): the address it was sent to is filled in
   * and fixed, and the new account needs no confirmation mail (the invitation mail proved it).
   */
  invitationToken?: string | null;
  /** After a sign-up from an invitation: the account is signed in and a member of this project. */
  onJoined?: (projectId: string) => void | Promise<void>;
}

type InvitationState =
  | { step: 'loading' }
  | { step: 'ready'; invitation: InvitationForSignUp }
  | { step: 'failed'; failure: ApiFailure };

/** The invitation the token names, read once per token. */
function useInvitation(token: string | null): InvitationState | null {
  const [state, setState] = useState<InvitationState>({ step: 'loading' });
  useEffect(() => {
    if (token === null) return;
    let live = true;
    setState({ step: 'loading' });
    void invitationForSignUp(token).then((result) => {
      if (live)
        setState(
          result.ok ? { step: 'ready', invitation: result.data } : { step: 'failed', failure: result },
        );
    });
    return () => {
      live = false;
    };
  }, [token]);
  return token === null ? null : state;
}

/**
 * Sign-up: name, e-mail and password, then "check your inbox". The mail carries the confirm link.
 * From an invitation link, the address is the invitation's, and the account lands in the project.
 */
export function SignUpScreen({ invitationToken = null, onJoined }: SignUpScreenProps) {
  const { t } = useTranslation();
  const token = invitationToken || null;
  const invitation = useInvitation(token);
  const message = useErrorMessage();

  if (invitation === null) return <SignUpForm />;
  if (invitation.step === 'loading') {
    return (
      <AuthPage>
        <PageHeading>{t('signUp.heading')}</PageHeading>
        <Spinner label={t('signUp.invitationLoading')} />
      </AuthPage>
    );
  }
  if (invitation.step === 'failed') {
    return (
      <AuthPage>
        <PageHeading>{t('signUp.heading')}</PageHeading>
        <Alert variant="error" role="alert" title={t('signUp.invitationInvalidTitle')}>
          {invitation.failure.code === 'INVALID_TOKEN'
            ? t('signUp.invitationInvalid')
            : message(invitation.failure)}
        </Alert>
        <p>
          <Link href="/sign-up">{t('signUp.withoutInvitation')}</Link>
        </p>
        <p>
          {t('signUp.haveAccount')} <Link href="/sign-in">{t('signUp.signIn')}</Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <SignUpForm
      invitation={{ ...invitation.invitation, token: token as string }}
      onJoined={onJoined}
      intro={
        <Alert
          variant="info"
          title={t('signUp.invitedTitle', { project: invitation.invitation.projectName })}
        >
          {t('signUp.invitedBody', {
            inviter: invitation.invitation.invitedBy,
            project: invitation.invitation.projectName,
          })}
        </Alert>
      }
    />
  );
}

interface SignUpFormProps {
  invitation?: InvitationForSignUp & { token: string };
  onJoined?: ((projectId: string) => void | Promise<void>) | undefined;
  intro?: ReactNode;
}

function SignUpForm({ invitation, onJoined, intro }: SignUpFormProps) {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const form = useZodForm(rules.registrationRules, {
    firstName: '',
    lastName: '',
    email: invitation?.email ?? '',
    password: '',
  });
  const { control } = form;

  const { onSubmit, isPending } = useFormSubmit(form, async (values) => {
    // The account's mails are written in the language the visitor sees now (the browser's).
    const result = await register({
      ...values,
      locale: i18n.language,
      ...(invitation ? { email: invitation.email, invitationToken: invitation.token } : {}),
    });
    if (result.ok) {
      releaseFocus();
      if (invitation && result.data.projectId) await onJoined?.(result.data.projectId);
      else setSentTo(values.email);
    } else if (invitation && result.code === 'EMAIL_TAKEN') {
      // The address has an account: signing in accepts the invitation; no toast needed.
      setTaken(true);
      return { ok: true } as const;
    }
    return result;
  });

  if (sentTo) {
    return (
      <AuthPage>
        <PageHeading autoFocus>{t('signUp.doneHeading')}</PageHeading>
        <Alert variant="success" role="status">
          {t('signUp.doneBody', { email: sentTo })}
        </Alert>
        <p className="text-base-content/80">{t('signUp.doneHint')}</p>
        <Button
          variant="outline"
          className="self-start"
          onPress={() => {
            form.reset({ ...form.getValues(), email: '', password: '' });
            setSentTo(null);
          }}
        >
          {t('signUp.startOver')}
        </Button>
      </AuthPage>
    );
  }

  const signInHref = invitation
    ? `/sign-in?${new URLSearchParams({ next: `/invitation?${new URLSearchParams({ token: invitation.token })}` })}`
    : '/sign-in';
  return (
    <AuthPage>
      <PageHeading>{t('signUp.heading')}</PageHeading>
      {intro ?? <p className="text-base-content/80">{t('signUp.intro')}</p>}
      {taken && (
        <Alert variant="warning" role="alert" title={t('signUp.invitationTakenTitle')}>
          <p>{t('signUp.invitationTaken')}</p>
          <Link href={signInHref}>{t('signUp.signInToAccept')}</Link>
        </Alert>
      )}
      <Form onSubmit={onSubmit} aria-label={t('signUp.heading')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
          />
        </div>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          isReadOnly={invitation !== undefined}
          {...(invitation ? { description: t('signUp.invitationAddress') } : {})}
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('fields.password')}
          description={t('fields.passwordRule', { min: rules.PASSWORD_MIN })}
          autoComplete="new-password"
        />
        <p className="text-base-content/80 text-sm">
          <Trans
            i18nKey="signUp.legal"
            components={{
              terms: <Link href="/terms-of-service" />,
              privacy: <Link href="/privacy-policy" />,
            }}
          />
        </p>
        <Button type="submit" isPending={isPending}>
          {invitation ? t('signUp.submitInvited') : t('signUp.submit')}
        </Button>
      </Form>
      <p>
        {t('signUp.haveAccount')} <Link href={signInHref}>{t('signUp.signIn')}</Link>
      </p>
    </AuthPage>
  );
}
