import { tagsOf } from './tags.ts';

// Left-to-right, right-to-left and Arabic letter marks, embeddings, overrides and isolates: invisible
// in the text, so a translator adding them to an RTL value is never told its edges or end differ.
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** The text without bidi marks. */
export const withoutBidiMarks = (text: string): string => text.replace(BIDI_MARKS, '');

/**
 * The text with its placeholders and tags replaced by one space, so the checks of what a person
 * reads (letters, numbers, punctuation) do not see `<0>`'s digit or `{{count}}`'s letters.
 */
export function proseOf(text: string): string {
  let prose = text;
  for (const token of [...tagsOf(text).map((tag) => tag.raw), ...placeholderTexts(text)]) {
    prose = prose.split(token).join(' ');
  }
  return prose;
}

// placeholdersOf reduces `{{ name, number }}` to `{{name}}`; the prose needs the written forms.
export function placeholderTexts(text: string): string[] {
  const found: string[] = [];
  for (const [opening, closing] of [
    ['{{', '}}'],
    ['$t(', ')'],
  ] as const) {
    for (let open = text.indexOf(opening); open >= 0; open = text.indexOf(opening, open + opening.length)) {
      const close = text.indexOf(closing, open + opening.length);
      if (close < 0) break;
      found.push(text.slice(open, close + closing.length));
    }
  }
  return found;
}
