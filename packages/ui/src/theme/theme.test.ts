import { describe, expect, it } from 'vitest';
import { applyTheme, nextTheme, readStoredTheme, THEME_STORAGE_KEY, writeStoredTheme } from './theme.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('readStoredTheme', () => {
  it.each(['light', 'dark', 'system'] as const)('reads a stored %s', (theme) => {
    expect(readStoredTheme(memoryStorage({ [THEME_STORAGE_KEY]: theme }))).toBe(theme);
  });

  it.each(['', 'Dark', 'corporate', 'null', ' light', '{"theme":"dark"}'])('treats %j as system', (value) => {
    expect(readStoredTheme(memoryStorage({ [THEME_STORAGE_KEY]: value }))).toBe('system');
  });

  it('treats a missing value or missing storage as system', () => {
    expect(readStoredTheme(memoryStorage())).toBe('system');
    expect(readStoredTheme(undefined)).toBe('system');
    expect(readStoredTheme(null)).toBe('system');
  });

  it('treats a storage that throws as system', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readStoredTheme(blocked)).toBe('system');
  });
});

describe('writeStoredTheme', () => {
  it('stores under the theme key and survives a storage that throws', () => {
    const storage = memoryStorage();
    writeStoredTheme(storage, 'dark');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writeStoredTheme(full, 'light')).not.toThrow();
  });
});

describe('nextTheme', () => {
  it('cycles light, dark, system and back to light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
    expect(nextTheme('system')).toBe('light');
  });
});

describe('applyTheme', () => {
  function fakeRoot() {
    const attributes = new Map<string, string>([['data-theme', 'stale']]);
    return {
      attributes,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      removeAttribute: (name: string) => void attributes.delete(name),
    };
  }

  it('maps light to corporate and dark to business', () => {
    const root = fakeRoot();
    applyTheme('light', root);
    expect(root.attributes.get('data-theme')).toBe('corporate');
    applyTheme('dark', root);
    expect(root.attributes.get('data-theme')).toBe('business');
  });

  it('removes the attribute for system', () => {
    const root = fakeRoot();
    applyTheme('system', root);
    expect(root.attributes.has('data-theme')).toBe(false);
  });
});
