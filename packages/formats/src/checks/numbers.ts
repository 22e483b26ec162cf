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

const DIGIT_RUNS = /\p{Nd}+/gu;
const ASCII_DIGITS = /^[0-9]+$/;

/** A run's digits by their values: `٣٤` is `34`. */
const digitsOf = (run: string) => (ASCII_DIGITS.test(run) ? run : [...run].map(digitValue).join(''));

/**
 * The numbers of a text, read forward once: its runs of digits, joined where one mark stands
 * between them (a space or apostrophe only before a group of three).
 */
export function numbersOf(text: string): WrittenNumber[] {
  const prose = proseOf(text);
  const runs = [...prose.matchAll(DIGIT_RUNS)];
  const numbers: WrittenNumber[] = [];
  let next = 0;
  while (next < runs.length) {
    const first = runs[next++] as RegExpExecArray;
    let end = first.index + first[0].length;
    let digits = digitsOf(first[0]);
    for (; next < runs.length; next++) {
      const run = runs[next] as RegExpExecArray;
      const mark = prose.slice(end, run.index);
      const grouped = MARKS.has(mark) || (GROUP_SPACES.has(mark) && [...run[0]].length === 3);
      if (!grouped) break;
      digits += digitsOf(run[0]);
      end = run.index + run[0].length;
    }
    numbers.push({ written: prose.slice(first.index, end), digits });
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
