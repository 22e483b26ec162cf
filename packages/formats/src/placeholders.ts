// Hand-written scans, not regular expressions: the patterns they replace backtracked about n³
// times on `{{` plus spaces or on repeated `$t(`, and a single 10,000-character value froze the
// server for minutes. Every loop below moves forward only, so each text costs linear time.

/** Whether a UTF-16 unit is what a regular expression's `\s` (and `String#trim`) counts as space. */
const isSpace = (char: string) => char !== '' && char.trim() === '';

/** The first index from `from` on that is not a space. */
function skipSpaces(text: string, from: number): number {
  let index = from;
  while (index < text.length && isSpace(text.charAt(index))) index++;
  return index;
}

/**
 * Where one `{{…}}` interpolation's name sits in its text (`text.slice(start, end) === name`), and
 * the whole token around it (`text.slice(open, close)`, braces included).
 */
export interface InterpolationSpan {
  name: string;
  start: number;
  end: number;
  open: number;
  close: number;
}

/**
 * `{{-? name, format}}` tokens: from a `{{`, the text up to the next brace must end in `}}`; the
 * name is what precedes the first comma, without the leading `-` and the spaces around it.
 */
export function interpolationSpans(text: string): InterpolationSpan[] {
  const found: InterpolationSpan[] = [];
  let open = text.indexOf('{{');
  while (open >= 0) {
    let end = open + 2;
    while (end < text.length && text.charAt(end) !== '{' && text.charAt(end) !== '}') end++;
    if (text.startsWith('}}', end)) {
      const unescaped = text.charAt(open + 2) === '-' ? open + 3 : open + 2;
      const nameStart = skipSpaces(text, unescaped);
      const comma = text.indexOf(',', nameStart);
      let nameEnd = comma < 0 || comma > end ? end : comma;
      while (nameEnd > nameStart && isSpace(text.charAt(nameEnd - 1))) nameEnd--;
      if (nameEnd > nameStart)
        found.push({
          name: text.slice(nameStart, nameEnd),
          start: nameStart,
          end: nameEnd,
          open,
          close: end + 2,
        });
      open = text.indexOf('{{', end + 2);
    } else {
      open = text.indexOf('{{', open + 1);
    }
  }
  return found;
}

const interpolationsOf = (text: string): Placeholder[] =>
  interpolationSpans(text).map((span) => ({ token: `{{${span.name}}}`, start: span.open, end: span.close }));

/** `$t(key, options)` tokens: spaces, then a key up to a space, comma or `)`, then the first `)`. */
function nestingsOf(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  let open = text.indexOf('$t(');
  while (open >= 0) {
    const start = skipSpaces(text, open + 3);
    let end = start;
    while (end < text.length && !',)'.includes(text.charAt(end)) && !isSpace(text.charAt(end))) end++;
    if (end > start) {
      const close = text.indexOf(')', end);
      // No `)` after this key means none after any later `$t(` either.
      if (close < 0) break;
      found.push({ token: `$t(${text.slice(start, end)})`, start: open, end: close + 1 });
      open = text.indexOf('$t(', close + 1);
    } else {
      open = text.indexOf('$t(', open + 1);
    }
  }
  return found;
}

/**
 * i18next interpolations (`{{name}}`, `{{name, format}}`, `{{- name}}`) and nestings (`$t(key)`,
 * `$t(ns:key, {...})`), each reduced to one token so two texts can be compared: `{{name}}` and
 * `$t(ns:key)`.
 */
export function placeholdersOf(text: string): string[] {
  return [...interpolationsOf(text), ...nestingsOf(text)].map((found) => found.token);
}

/** A placeholder as written in a text: its comparable token and where it stands (`end` exclusive). */
export interface Placeholder {
  token: string;
  start: number;
  end: number;
}

/**
 * The placeholders of a text in reading order, each as written, for exchange files that protect
 * them as tags; one inside another (`{{a, $t(b)}}`) is part of the outer one.
 */
export function placeholderSpans(text: string): Placeholder[] {
  const all = [...interpolationsOf(text), ...nestingsOf(text)].sort((a, b) => a.start - b.start);
  const spans: Placeholder[] = [];
  for (const span of all) {
    const last = spans[spans.length - 1];
    if (!last || span.start >= last.end) spans.push(span);
  }
  return spans;
}

/** Where the text is not well-formed: an unbalanced `{{`/`}}` or a `$t(` without its `)`. */
export function syntaxErrorOf(text: string): string | null {
  let open = false;
  for (let i = 0; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    if (pair === '{{') {
      if (open) return 'A “{{” opens before the previous one is closed.';
      open = true;
      i++;
    } else if (pair === '}}') {
      if (!open) return 'A “}}” closes nothing.';
      open = false;
      i++;
    }
  }
  if (open) return 'A “{{” is never closed.';
  // Consecutive `$t(`s share their `)` until it is passed, so the text is read once.
  let close = -1;
  for (let start = text.indexOf('$t('); start >= 0; start = text.indexOf('$t(', start + 3)) {
    if (close < start) close = text.indexOf(')', start + 3);
    if (close < 0 || skipSpaces(text, start + 3) >= close) return 'A “$t(” has no key or no closing “)”.';
  }
  return null;
}
