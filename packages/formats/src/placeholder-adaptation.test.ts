import { describe, expect, it } from 'vitest';
import { adaptPlaceholders } from './placeholder-adaptation.ts';
import { placeholdersOf } from './placeholders.ts';

describe('adaptPlaceholders', () => {
  it('renames the translation’s placeholders to the key’s, in order, keeping formats and dashes', () => {
    expect(
      adaptPlaceholders(
        '{{count}} files by {{user}}',
        '{{ user }} a {{count, number}} fichiers {{- count}}',
        '{{n}} files by {{who}}',
      ),
    ).toEqual({ text: '{{ who }} a {{n, number}} fichiers {{- n}}', adapted: true });
  });

  it('leaves the text when the names already agree, the counts differ or one name means two', () => {
    expect(adaptPlaceholders('Hi {{name}}', 'Salut {{name}}', 'Hey {{name}}')).toEqual({
      text: 'Salut {{name}}',
      adapted: false,
    });
    expect(adaptPlaceholders('{{a}} and {{b}}', '{{a}} et {{b}}', '{{x}} only').adapted).toBe(false);
    expect(adaptPlaceholders('{{a}} and {{a}}', '{{a}} et {{a}}', '{{x}} and {{y}}').adapted).toBe(false);
    expect(adaptPlaceholders('{{a}} and {{b}}', '{{a}} et {{b}}', '{{x}} and {{x}}').adapted).toBe(false);
    expect(adaptPlaceholders('No placeholder', 'Aucun', 'None here').adapted).toBe(false);
  });

  it('keeps the placeholder scan as it was', () => {
    expect(placeholdersOf('{{- a, x}} {{ b }} {{}} $t(k) {{c')).toEqual(['{{a}}', '{{b}}', '$t(k)']);
  });
});
