import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path.ts';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/project/42/settings', '/project/42/settings'],
    ['/email-change-confirm?token=abc', '/email-change-confirm?token=abc'],
    ['/settings/profile#name', '/settings/profile#name'],
    ['/project/a b', '/project/a%20b'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['relative', 'dashboard'],
    ['absolute URL', 'https://evil.example/dashboard'],
    ['scheme', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative after normalising', '/.//evil.example'],
    ['protocol-relative after a parent segment', '/a/..//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['tab trick', '/\t/evil.example'],
    ['newline trick', '/\n/evil.example'],
    ['sign-in loop', '/sign-in?next=/dashboard'],
    ['sign-in subpage', '/sign-in/forgot-password'],
    ['sign-up', '/sign-up'],
    ['sign-out', '/sign-out'],
  ])('refuses %s', (_name, input) => {
    expect(safeNextPath(input)).toBeNull();
  });

  it('normalises dot segments instead of leaving the origin', () => {
    expect(safeNextPath('/../../evil')).toBe('/evil');
  });
});

describe('signInPathFor', () => {
  it('remembers the requested page, query included', () => {
    expect(signInPathFor('/email-change-confirm?token=abc')).toBe(
      '/sign-in?next=%2Femail-change-confirm%3Ftoken%3Dabc',
    );
  });

  it('drops a next that would be pointless or unsafe', () => {
    expect(signInPathFor('/')).toBe('/sign-in');
    expect(signInPathFor('//evil.example')).toBe('/sign-in');
  });
});
