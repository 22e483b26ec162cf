import { type ApiFailure, REAUTH_REQUIRED } from '@verba/api-client';
import { useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useConfirmIdentity } from '../reauth/reauth-context.ts';
import { notify } from '../toaster/notify.ts';
import { useErrorMessage } from './error-message.ts';

export interface ActionOptions<T extends FieldValues> {
  /** The form whose field the server named (`field`) shows the message too. */
  form?: UseFormReturn<T, unknown, unknown>;
  /** Said when the server gives no message of its own (product-spec.md section 8). */
  fallback?: string;
}

function isFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;
}

/**
 * Shows a failure where the user sees it: the toast, and the form field the server named. The one
 * place a failed call reaches the user; useAction calls it for every failed result.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form may be given; only its setError is used.
export function useReportFailure(options: ActionOptions<any> = {}) {
  const message = useErrorMessage();
  return (failure: ApiFailure) => {
    const text = message(failure, options.fallback);
    notify.error(text);
    const form = options.form;
    if (form && failure.field && failure.field in form.getValues()) {
      form.setError(
        failure.field as FieldPath<FieldValues>,
        { type: 'server', message: text },
        { shouldFocus: true },
      );
    }
  };
}

/**
 * Runs a call once at a time: `isPending` while it runs, a second press meanwhile does nothing
 * (resolves to undefined). When the call resolves to a failed ApiResult, its message is shown in
 * the toast and at the form field the server named: the one place errors reach the user. A call
 * refused with REAUTH_REQUIRED first asks the person to confirm it is them and then runs again.
 */
export function useAction<Args extends unknown[], R>(
  action: (...args: Args) => Promise<R>,
  // biome-ignore lint/suspicious/noExplicitAny: any form may be given; only its setError is used.
  options: ActionOptions<any> = {},
) {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const report = useReportFailure(options);
  const confirmIdentity = useConfirmIdentity();

  const run = async (...args: Args): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      let result = await action(...args);
      // A sensitive change the server wants confirmed: ask for a factor, then go on with the same input.
      if (isFailure(result) && result.code === REAUTH_REQUIRED && confirmIdentity) {
        if (!(await confirmIdentity())) return result;
        result = await action(...args);
      }
      if (isFailure(result)) report(result);
      return result;
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { run, isPending };
}
