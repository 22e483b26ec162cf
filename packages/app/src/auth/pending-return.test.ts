import { describe, expect, it } from 'vitest';
import { forgetReturn, rememberedReturn, rememberReturn } from './pending-return.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the page to return to after signing up', () => {
  it('gives back the remembered page until it is forgotten', () => {
    const storage = memoryStorage();
    rememberReturn('/invitation?token=abc', storage, 1000);
    expect(rememberedReturn(storage, 2000)).toBe('/invitation?token=abc');
    expect(rememberedReturn(storage, 2000)).toBe('/invitation?token=abc');
    forgetReturn(storage);
    expect(rememberedReturn(storage, 2000)).toBeNull();
  });

  it('forgets a page after a day', () => {
    const storage = memoryStorage();
    rememberReturn('/invitation?token=abc', storage, 0);
    expect(rememberedReturn(storage, 24 * 60 * 60 * 1000 + 1)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('never keeps or returns another origin or an auth page', () => {
    const storage = memoryStorage();
    rememberReturn('//evil.example', storage, 0);
    rememberReturn('/sign-in', storage, 0);
    expect(storage.items.size).toBe(0);
    storage.setItem(
      'verba:return-after-sign-in',
      JSON.stringify({ path: 'https://evil.example', until: 10 }),
    );
    expect(rememberedReturn(storage, 0)).toBeNull();
    storage.setItem('verba:return-after-sign-in', 'not json');
    expect(rememberedReturn(storage, 0)).toBeNull();
  });

  it('does without storage', () => {
    expect(() => rememberReturn('/invitation?token=abc', null)).not.toThrow();
    expect(rememberedReturn(null)).toBeNull();
    expect(() => forgetReturn(null)).not.toThrow();
  });
});
