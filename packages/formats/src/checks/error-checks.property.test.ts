import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translationIssues } from '../issues.ts';

// A text as segments: what a translator must keep (placeholders, tags, numbers, punctuation) and
// words they translate. A value is the same segments with other words.
const keep = fc.constantFrom(
  '{{name}}',
  '{{count, number}}',
  '{{- html}}',
  '$t(common:ok)',
  '<1/>',
  '<br/>',
  '404',
  '2.5',
  '!',
  ', ',
  ' ',
);
const word = fc.constantFrom(
  'Save',
  'file',
  'Speichern',
  '保存',
  'حفظ',
  'Αποθήκευση',
  'ファイル',
  '👍🏽',
  'שמור',
  'é',
  '\u200fمرحبا',
);
type Segment =
  | { kind: 'keep'; text: string }
  | { kind: 'word' }
  | { kind: 'wrap'; tag: string; inner: Segment[] };

const segments: fc.Arbitrary<Segment[]> = fc.letrec<{ list: Segment[]; segment: Segment }>((tie) => ({
  list: fc.array(tie('segment'), { maxLength: 8 }),
  segment: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    keep.map((text): Segment => ({ kind: 'keep', text })),
    fc.constant<Segment>({ kind: 'word' }),
    fc.record({
      kind: fc.constant('wrap' as const),
      tag: fc.constantFrom('0', '1', 'strong'),
      inner: tie('list'),
    }),
  ),
})).list;

function render(list: Segment[], words: () => string): string {
  return list
    .map((segment) => {
      if (segment.kind === 'keep') return segment.text;
      if (segment.kind === 'word') return words();
      return `<${segment.tag}>${render(segment.inner, words)}</${segment.tag}>`;
    })
    .join('');
}

describe('ERROR checks', () => {
  it('pass a value equal to its base except for translated words', () => {
    fc.assert(
      fc.property(
        segments,
        fc.array(word, { minLength: 1 }),
        fc.array(word, { minLength: 1 }),
        (list, baseWords, valueWords) => {
          let b = 0;
          let v = 0;
          const base = render(list, () => baseWords[b++ % baseWords.length] as string);
          const value = render(list, () => valueWords[v++ % valueWords.length] as string);
          const errors = translationIssues(
            { text: value },
            { language: 'de', plural: false, base: { text: base } },
          ).filter((issue) => issue.severity === 'ERROR');
          expect(errors).toEqual([]);
        },
      ),
    );
  });
  it('still find a placeholder the value lost', () => {
    fc.assert(
      fc.property(segments, fc.constantFrom('{{name}}', '$t(common:ok)'), (list, placeholder) => {
        const base = `${render(list, () => 'Save')} ${placeholder}`;
        const codes = translationIssues(
          { text: 'Speichern' },
          { language: 'de', plural: false, base: { text: base } },
        ).map((issue) => issue.code);
        expect(codes).toContain('PLACEHOLDER_MISSING');
      }),
    );
  });
});
