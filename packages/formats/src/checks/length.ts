const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a reader counts them: `👍🏽` and `é` written as e + accent are one each. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** LENGTH: a text longer than the key's `maxLength` characters. */
export function tooLong(text: string, maxLength: number | null | undefined): string | null {
  // A text's UTF-16 length is never below its character count, so short texts are not segmented.
  if (!maxLength || text.length <= maxLength) return null;
  const count = characterCount(text);
  return count > maxLength ? `${count} characters, longer than the key's limit of ${maxLength}.` : null;
}
