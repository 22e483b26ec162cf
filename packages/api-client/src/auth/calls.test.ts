import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSignedInHint } from './calls.ts';

describe('hasSignedInHint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['verba_signed_in=1', true],
    ['theme=dark; verba_signed_in=1', true],
    ['__Host-verba_signed_in=1; other=2', true],
    ['', false],
    ['verba_signed_in=', false],
    ['not_verba_signed_in=1', false],
  ])('reads %j as %s', (cookie, expected) => {
    vi.stubGlobal('document', { cookie });
    expect(hasSignedInHint()).toBe(expected);
  });
});
