import type { ApiResult } from '@verba/api-client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction, useReportFailure } from '../../components/action/use-action.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Button, type ButtonVariant } from '../../components/button/button.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { AuthPage, PageHeading, releaseFocus } from './account-page.tsx';

export type TokenCallStatus = 'pending' | 'success' | 'failure' | 'missing';

/**
 * Sends a mailed token only when the person presses the button: mail scanners open links, and a
 * link that acted on load would confirm (or erase) an account nobody chose to. `ready` until then.
 */
function useTokenOnPress(
  token: string | null | undefined,
  call: (token: string) => Promise<ApiResult<unknown>>,
) {
  const [outcome, setOutcome] = useState<'ready' | 'success' | 'failure'>('ready');
  const action = useAction(call);
  const press = async () => {
    if (!token) return;
    const result = await action.run(token);
    if (!result) return;
    releaseFocus();
    setOutcome(result.ok ? 'success' : 'failure');
  };
  const status: TokenCallStatus | 'ready' = token ? outcome : 'missing';
  return { status, press, isPending: action.isPending };
}

export interface TokenPromptProps {
  heading: string;
  body: ReactNode;
  /** More to read under the body before pressing: what the button will do, step by step. */
  children?: ReactNode;
  actionLabel: string;
  variant: ButtonVariant;
  isPending: boolean;
  onPress: () => void;
}

/** The page a mailed link opens before anything happens: what the button will do, and the button. */
export function TokenPrompt(props: TokenPromptProps) {
  const { heading, body, children, actionLabel, variant, isPending, onPress } = props;
  return (
    <AuthPage>
      <PageHeading>{heading}</PageHeading>
      <p>{body}</p>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button variant={variant} isPending={isPending} onPress={onPress}>
          {actionLabel}
        </Button>
      </div>
    </AuthPage>
  );
}

export interface TokenOnPressPageProps {
  token: string | null | undefined;
  call: (token: string) => Promise<ApiResult<unknown>>;
  prompt: Omit<TokenPromptProps, 'isPending' | 'onPress'>;
  outcome: Omit<TokenOutcomeProps, 'status'>;
}

/** A mailed link that acts when its button is pressed: the prompt until then, the outcome after. */
export function TokenOnPressPage({ token, call, prompt, outcome }: TokenOnPressPageProps) {
  const { status, press, isPending } = useTokenOnPress(token, call);
  if (status === 'ready')
    return <TokenPrompt {...prompt} isPending={isPending} onPress={() => void press()} />;
  return <TokenOutcome {...outcome} status={status} />;
}

/**
 * Sends a mailed token to the server once, on mount: a second render, or StrictMode's second
 * effect, never repeats the call, which would fail because each token works once.
 */
export function useTokenCall(
  token: string | null | undefined,
  call: (token: string) => Promise<ApiResult<unknown>>,
) {
  const [status, setStatus] = useState<TokenCallStatus>(token ? 'pending' : 'missing');
  const started = useRef(false);
  const report = useReportFailure();
  const reportRef = useRef(report);
  reportRef.current = report;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void call(token).then((result) => {
      if (!result.ok) reportRef.current(result);
      setStatus(result.ok ? 'success' : 'failure');
    });
  }, [token, call]);
  return status;
}

export interface TokenOutcomeProps {
  status: TokenCallStatus;
  pendingText: string;
  successHeading: string;
  successBody: ReactNode;
  failureHeading: string;
  failureBody: ReactNode;
  /** The ways forward: links, shown under success and failure alike or per state. */
  successActions: ReactNode;
  failureActions: ReactNode;
}

/** The page a mailed link opens: pending while the call runs, then success or a clear failure. */
export function TokenOutcome(props: TokenOutcomeProps) {
  const { t } = useTranslation();
  if (props.status === 'pending') {
    return (
      <AuthPage>
        <div className="flex items-center gap-3" aria-busy="true">
          <Spinner label={props.pendingText} />
          <p aria-hidden="true">{props.pendingText}</p>
        </div>
      </AuthPage>
    );
  }
  if (props.status === 'success') {
    return (
      <AuthPage>
        <PageHeading autoFocus>{props.successHeading}</PageHeading>
        <Alert variant="success" role="status">
          {props.successBody}
        </Alert>
        <div className="flex flex-wrap gap-2">{props.successActions}</div>
      </AuthPage>
    );
  }
  const missing = props.status === 'missing';
  return (
    <AuthPage>
      <PageHeading autoFocus={!missing}>
        {missing ? t('account.missingTokenHeading') : props.failureHeading}
      </PageHeading>
      <Alert variant="error" role={missing ? undefined : 'alert'}>
        {missing ? t('account.missingTokenBody') : props.failureBody}
      </Alert>
      <div className="flex flex-wrap gap-2">{props.failureActions}</div>
    </AuthPage>
  );
}
