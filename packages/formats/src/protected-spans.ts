// What a machine translation must hand back untouched: i18next interpolations, nestings and
// Trans-component or HTML tags, and any stray `{{`, `}}` or `$t(` (a provider must never see them,
// even malformed). A hand-written scan that only moves forward, as in placeholders.ts: linear time.

/** A half-open range `[start, end)` of a text. */
export interface Span {
  start: number;
  end: number;
}

const isTagNameStart = (char: string) => /^[A-Za-z0-9]$/.test(char);

/** The end (exclusive) of a tag opening at `open` (`<0>`, `</0>`, `<1/>`, `<a href="x">`), or -1. */
function tagEndAt(text: string, open: number): number {
  const nameAt = text.charAt(open + 1) === '/' ? open + 2 : open + 1;
  if (!isTagNameStart(text.charAt(nameAt))) return -1;
  let end = nameAt + 1;
  while (end < text.length && text.charAt(end) !== '<' && text.charAt(end) !== '>') end++;
  return text.charAt(end) === '>' ? end + 1 : -1;
}

/**
 * The spans to protect, in order and never overlapping. `isExtra` names single characters that are
 * protected too (a marker style's own delimiters, so a literal one in the text is never mistaken
 * for a marker).
 */
export function protectedSpansOf(text: string, isExtra: (char: string) => boolean = () => false): Span[] {
  const spans: Span[] = [];
  // The first `)` at or after the last nesting looked at; -1 once there is none left.
  let nestingClose: number | undefined;
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    let end = -1;
    if (text.startsWith('{{', index)) {
      let close = index + 2;
      while (close < text.length && text.charAt(close) !== '{' && text.charAt(close) !== '}') close++;
      end = text.startsWith('}}', close) ? close + 2 : index + 2;
    } else if (text.startsWith('}}', index)) {
      end = index + 2;
    } else if (text.startsWith('$t(', index)) {
      if (nestingClose === undefined || (nestingClose >= 0 && nestingClose < index + 3)) {
        nestingClose = text.indexOf(')', index + 3);
      }
      end = nestingClose < 0 ? index + 3 : nestingClose + 1;
    } else if (char === '<') {
      end = tagEndAt(text, index);
    } else if (isExtra(char)) {
      end = index + 1;
    }
    if (end > index) {
      spans.push({ start: index, end });
      index = end;
    } else {
      index++;
    }
  }
  return spans;
}

/** The protected pieces of a text, as strings, in order. */
export const protectedTokensOf = (text: string): string[] =>
  protectedSpansOf(text).map(({ start, end }) => text.slice(start, end));
