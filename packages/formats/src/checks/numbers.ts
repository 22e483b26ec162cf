import { proseOf } from './markup.ts';

const DIGIT = /\p{Nd}/u;
const digitValues = new Map<string, number>();

/**
 * The value of any decimal digit (`٣`, `३`, `３` are 3): Unicode writes each script's digits as ten
 * code points in a row from its zero, so a digit's value is how many digits precede it, mod 10.
 */
function digitValue(char: string): number {
  const known = digitValues.get(char);
  if (known !== undefined) return known;
  const point = char.codePointAt(0) as number;
  let below = 0;
  while (DIGIT.test(String.fromCodePoint(point - below - 1))) below++;
  digitValues.set(char, below % 10);
  return below % 10;
}

// Between digit groups: a decimal or grouping mark (`.` `,` Arabic's `٫` `٬`) before any digits,
// and a space or apostrophe (French `1 000`, Swiss `1'000`) only before a group of three.
const MARKS = new Set(['.', ',', '٫', '٬']);
const GROUP_SPACES = new Set([' ', '\u00a0', '\u202f', '\u2009', "'", '’']);

/** A number as written and as its digits only: `1 000,5` is `10005`. */
export interface WrittenNumber {
  written: string;
  digits: string;
}

/** The numbers of a text, read forward once. */
export function numbersOf(text: string): WrittenNumber[] {
  const chars = [...proseOf(text)];
  const numbers: WrittenNumber[] = [];
  let at = 0;
  const groupAt = (from: number) => {
    let end = from;
    while (end < chars.length && DIGIT.test(chars[end] as string)) end++;
    return end;
  };
  while (at < chars.length) {
    if (!DIGIT.test(chars[at] as string)) {
      at++;
      continue;
    }
    let end = groupAt(at);
    let digits = chars.slice(at, end);
    for (;;) {
      const mark = chars[end] ?? '';
      const next = groupAt(end + 1);
      const size = next - end - 1;
      if (size === 0 || !(MARKS.has(mark) || (GROUP_SPACES.has(mark) && size === 3))) break;
      digits = digits.concat(chars.slice(end + 1, next));
      end = next;
    }
    numbers.push({ written: chars.slice(at, end).join(''), digits: digits.map(digitValue).join('') });
    at = end;
  }
  return numbers;
}

/** NUMBER_MISMATCH: a number of the base is not in the value (compared by their digits). */
export function numberMismatch(text: string, base: string): string | null {
  const present = new Set(numbersOf(text).map((number) => number.digits));
  const missing = numbersOf(base).filter((number) => !present.has(number.digits));
  const written = [...new Set(missing.map((number) => number.written))];
  return written.length > 0 ? `Numbers of the base text missing: ${written.join(', ')}.` : null;
}
