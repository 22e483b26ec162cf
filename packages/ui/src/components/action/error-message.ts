import type { ApiFailure } from '@verba/api-client';
import { useTranslation } from 'react-i18next';

/**
 * How long a rate-limited caller should wait. Other refusals may carry Retry-After too (the
 * database gone, a busy import), but "Too many attempts" would be the wrong thing to tell them.
 */
export const rateLimitWait = (failure: ApiFailure): number | undefined =>
  failure.code === 'RATE_LIMITED' ? failure.retryAfter : undefined;

/**
 * A failure as text in the user's language: by its code when ui knows it, else the server's own
 * `error`, else the call's `fallback` (product-spec.md section 8) or a generic message.
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation();
  return (failure: ApiFailure, fallback?: string): string => {
    const seconds = rateLimitWait(failure);
    if (seconds !== undefined) {
      return seconds < 120
        ? t('errors.retryInSeconds', { count: seconds })
        : t('errors.retryInMinutes', { count: Math.ceil(seconds / 60) });
    }
    const key = `errors.codes.${failure.code}`;
    if (i18n.exists(key)) return t(key as 'errors.generic');
    return failure.error || fallback || t('errors.generic');
  };
}
