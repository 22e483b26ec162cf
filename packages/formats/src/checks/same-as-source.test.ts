import { describe, expect, it } from 'vitest';
import { sameAsSource } from './same-as-source.ts';

describe('sameAsSource', () => {
  it('finds a copied base text with two letters or more', () => {
    expect(sameAsSource('Settings', 'Settings')).not.toBeNull();
    expect(sameAsSource('设置', '设置')).not.toBeNull();
  });
  it('leaves texts without two letters of their own', () => {
    expect(sameAsSource('{{count}}', '{{count}}')).toBeNull();
    expect(sameAsSource('<0>{{n}}</0> %', '<0>{{n}}</0> %')).toBeNull();
    expect(sameAsSource('OK'.slice(0, 1), 'O')).toBeNull();
    expect(sameAsSource('👍 2', '👍 2')).toBeNull();
  });
  it('leaves a translation that differs', () => {
    expect(sameAsSource('Einstellungen', 'Settings')).toBeNull();
  });
});
