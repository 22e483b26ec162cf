import { describe, expect, it } from 'vitest';
import { rateLimitWait } from './error-message.ts';

describe('rateLimitWait', () => {
  it('tells a rate-limited caller how long to wait', () => {
    expect(rateLimitWait({ ok: false, code: 'RATE_LIMITED', error: 'Too many', retryAfter: 42 })).toBe(42);
  });

  it('ignores Retry-After on refusals that are no rate limit', () => {
    for (const code of ['DATABASE_UNAVAILABLE', 'PROJECT_BUSY', 'IMPORT_BUSY']) {
      expect(rateLimitWait({ ok: false, code, error: 'Busy', retryAfter: 5 })).toBeUndefined();
    }
  });
});
