import { applyTheme, readStoredTheme } from '@verba/ui';
import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';

// index.html's inline script runs before the bundle and mirrors ui's theme logic; this keeps the two in step.
const script = indexHtml.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';

type Storage = Pick<globalThis.Storage, 'getItem'>;

function fakeRoot() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
}

function themeAfterInitScript(storage: Storage): string | undefined {
  const root = fakeRoot();
  // The script reads only these two globals; a function scope hands it fakes of them.
  new Function('window', 'document', script)({ localStorage: storage }, { documentElement: root });
  return root.attributes.get('data-theme');
}

function themeAfterUi(storage: Storage): string | undefined {
  const root = fakeRoot();
  applyTheme(readStoredTheme(storage), root);
  return root.attributes.get('data-theme');
}

const storing = (value: string | null): Storage => ({ getItem: () => value });

describe("index.html's theme script", () => {
  it.each([
    ['light', 'corporate'],
    ['dark', 'business'],
    ['system', undefined],
    [null, undefined],
    ['purple', undefined],
    ['constructor', undefined],
    ['LIGHT', undefined],
  ])('maps a stored %s like the ui does (%s)', (stored, expected) => {
    expect(themeAfterInitScript(storing(stored))).toBe(expected);
    expect(themeAfterUi(storing(stored))).toBe(expected);
  });

  it('falls back to the system theme when storage is blocked', () => {
    const blocked: Storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(themeAfterInitScript(blocked)).toBeUndefined();
    expect(themeAfterUi(blocked)).toBeUndefined();
  });
});
