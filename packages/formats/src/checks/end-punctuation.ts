import { proseOf, withoutBidiMarks } from './markup.ts';

type Stop = 'full stop' | 'exclamation mark' | 'question mark' | 'colon' | 'ellipsis';

// What each script writes for the base's end marks: CJK full-width forms, Arabic's `؟`, the danda
// of Devanagari and Bengali, Urdu's `۔`, Armenian's `։`, Ethiopic's `።`, Myanmar's `။`, Greek's
// question mark (U+037E, which looks like `;`).
const STOPS: Record<string, Stop> = {
  '.': 'full stop',
  '。': 'full stop',
  '｡': 'full stop',
  '．': 'full stop',
  '।': 'full stop',
  '۔': 'full stop',
  '։': 'full stop',
  '።': 'full stop',
  '။': 'full stop',
  '!': 'exclamation mark',
  '！': 'exclamation mark',
  '?': 'question mark',
  '？': 'question mark',
  '؟': 'question mark',
  '\u037e': 'question mark',
  ':': 'colon',
  '：': 'colon',
  '…': 'ellipsis',
  '⋯': 'ellipsis',
};

// Closing quotes and brackets, emoji and the spaces before them come after the end mark:
// "Done!" 🎉 ends in an exclamation mark.
const AFTER_THE_END = /^(?:[\s"'”’»›」』）)\]}\p{Extended_Pictographic}\p{Emoji_Modifier}]|\ufe0f|\u200d)$/u;

/** Where the character (a code point) that ends at `end` starts. */
const charStart = (text: string, end: number) => {
  const low = text.charCodeAt(end - 1);
  const high = text.charCodeAt(end - 2);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? end - 2 : end - 1;
};

/** The text without what comes after its end mark, read backwards one character at a time. */
function beforeTheEnd(text: string): string {
  let end = text.length;
  while (end > 0) {
    const start = charStart(text, end);
    if (!AFTER_THE_END.test(text.slice(start, end))) break;
    end = start;
  }
  return text.slice(0, end);
}

/** The end mark of a text as a kind of stop, or null. */
function stopOf(text: string, language: string): Stop | null {
  const end = beforeTheEnd(withoutBidiMarks(proseOf(text)));
  if (end.endsWith('...')) return 'ellipsis';
  const last = end.at(-1) ?? '';
  // Greek writes its question mark with the semicolon's code point as often as with U+037E.
  if (last === ';' && /^el\b/i.test(language)) return 'question mark';
  return STOPS[last] ?? null;
}

/**
 * END_PUNCTUATION: the base ends in `.` `!` `?` `:` `…` and this does not end in it or an
 * equivalent of its script, or the other way round.
 */
export function endPunctuation(text: string, base: string, language: string): string | null {
  const expected = stopOf(base, '');
  const present = stopOf(text, language);
  if (expected === present) return null;
  if (expected === null) return `Ends in a ${present} where the base text has none.`;
  return present === null
    ? `Does not end in a ${expected} as the base text does.`
    : `Ends in a ${present} where the base text ends in a ${expected}.`;
}
