import { describe, expect, it, vi } from 'vitest';

// react-aria reads the browser's locale and its direction when its modules load, on every page
// before the first render. patches/react-aria@3.53.1.patch keeps that from loading ICU data that
// costs 20-250 ms on a phone; check it again whenever react-aria is upgraded.
describe('react-aria on load', () => {
  it('reads the default locale and its direction without loading ICU locale data', async () => {
    const supportedLocalesOf = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    const { useLocale } = await import('react-aria-components');
    expect(useLocale).toBeTypeOf('function');
    expect(supportedLocalesOf).not.toHaveBeenCalled();
    expect(maximize).not.toHaveBeenCalled();
  });
});
