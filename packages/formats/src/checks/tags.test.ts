import { describe, expect, it } from 'vitest';
import { tagMismatch, tagsOf } from './tags.ts';

describe('tagsOf', () => {
  it('reads Trans-component and HTML tags, not comparisons', () => {
    expect(tagsOf('a < b, <0>bold</0> <1/> <br /> <a href="/x">link</a> <br>').map((tag) => tag.raw)).toEqual(
      ['<0>', '</0>', '<1/>', '<br />', '<a href="/x">', '</a>', '<br>'],
    );
  });
});

describe('tagMismatch', () => {
  it.each([
    ['Klicken Sie <0>hier</0>.', 'Click <0>here</0>.'],
    ['<strong>重要</strong>：请阅读<1/>', '<strong>Important</strong>: read<1/>'],
    ['\u200f<0>مرحبا</0> بك', 'Welcome <0>here</0>'],
    ['<1>δεύτερο</1> και <0>πρώτο</0>', '<0>first</0> and <1>second</1>'],
    ['Ligne<br/>suivante', 'Line<br>next'],
    ['<a href="/de">Hilfe</a> 🙂', '<a href="/en" title="Help">Help</a> 🙂'],
  ])('accepts %s for %s', (text, base) => {
    expect(tagMismatch(text, base)).toBeNull();
  });
  it.each([
    ['Klicken Sie hier.', 'Click <0>here</0>.', 'missing <0>, </0>'],
    ['<0>ここ</0><0>も</0>', '<0>here</0>', 'not in the base text <0>, </0>'],
    ['<0>مرحبا <1>بك</0></1>', '<0>Hi <1>you</1></0>', 'closes no open'],
    ['<strong>Achtung', '<strong>Warning</strong>', 'never closed'],
  ])('refuses %s for %s', (text, base, message) => {
    expect(tagMismatch(text, base)).toContain(message);
  });
  it('checks a base text for balance alone', () => {
    expect(tagMismatch('<0>open', null)).toContain('never closed');
  });
});
