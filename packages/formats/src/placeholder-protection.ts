// Placeholder protection for machine translation, as a guarantee: every protected span (see
// protected-spans.ts) goes to the provider as a numbered marker it is told to keep, comes back in
// place of its marker, and the answer is then checked again with the same scan as the source. A
// marker lost, doubled or altered, or a placeholder or tag the provider made up, is an issue: the
// answer is never silently repaired.
import { protectedSpansOf, protectedTokensOf } from './protected-spans.ts';

/** How markers look to a provider: DeepL's ignored `<x/>`, LibreTranslate's `translate="no"` span, a chat model's token. */
export type MarkerStyle = 'xml' | 'span' | 'token';

export type ProtectionIssueCode =
  | 'PLACEHOLDER_MISSING'
  | 'PLACEHOLDER_DOUBLED'
  | 'PLACEHOLDER_ALTERED'
  | 'PLACEHOLDER_UNKNOWN'
  | 'TAG_MISMATCH';

export interface ProtectionIssue {
  code: ProtectionIssueCode;
  message: string;
}

/** A text ready for a provider: `text` carries marker N where `tokens[N]` stood. */
export interface MarkedText {
  style: MarkerStyle;
  text: string;
  tokens: string[];
}

export interface UnmarkedText {
  text: string;
  issues: ProtectionIssue[];
}

const TOKEN_OPEN = '⟦';
const TOKEN_CLOSE = '⟧';

/** Markup-carrying styles send text as XML/HTML, so its own `&`, `<` and `>` travel escaped. */
const escapeMarkup = (text: string) => text.replace(/[&<>]/g, (char) => `&${ENTITY_NAMES[char]};`);
const ENTITY_NAMES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt' };
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** One pass, so `&amp;lt;` becomes `&lt;` and never `<`. Unknown entities stay as they are. */
const unescapeMarkup = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name] ?? entity;
  });

interface Style {
  marker(id: number): string;
  escape(text: string): string;
  unescape(text: string): string;
  isExtra(char: string): boolean;
  /** A marker at `at`: its id and length, or null. */
  markerAt(text: string, at: number): { id: number; length: number } | null;
  /** Something at `at` that belongs to the marker syntax but is no valid marker (its length), or 0. */
  debrisAt(text: string, at: number): number;
}

function stickyMatch(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** A tag-shaped run from `<` to the next `>` with no `<` inside, or 0. */
function tagLengthAt(text: string, at: number): number {
  if (text.charAt(at) !== '<') return 0;
  const close = text.indexOf('>', at);
  const reopen = text.indexOf('<', at + 1);
  return close < 0 || (reopen >= 0 && reopen < close) ? 0 : close + 1 - at;
}

const XML_MARKER = /<x\s+id\s*=\s*["'](\d{1,6})["']\s*\/>/y;
const SPAN_MARKER = /<span\s+translate\s*=\s*["']no["']\s*>\s*(\d{1,6})\s*<\/span>/y;
const TOKEN_MARKER = /⟦(\d{1,6})⟧/y;

const markupStyle = (pattern: RegExp, marker: (id: number) => string, tagName: string): Style => ({
  marker,
  escape: escapeMarkup,
  unescape: unescapeMarkup,
  isExtra: () => false,
  markerAt(text, at) {
    const match = stickyMatch(pattern, text, at);
    return match ? { id: Number(match[1]), length: match[0].length } : null;
  },
  debrisAt(text, at) {
    const length = tagLengthAt(text, at);
    const name = text
      .slice(at + 1, at + length)
      .replace(/^\//, '')
      .split(/[\s/>]/, 1)[0];
    return length > 0 && name?.toLowerCase() === tagName ? length : 0;
  },
});

const STYLES: Record<MarkerStyle, Style> = {
  xml: markupStyle(XML_MARKER, (id) => `<x id="${id}"/>`, 'x'),
  span: markupStyle(SPAN_MARKER, (id) => `<span translate="no">${id}</span>`, 'span'),
  token: {
    marker: (id) => `${TOKEN_OPEN}${id}${TOKEN_CLOSE}`,
    escape: (text) => text,
    unescape: (text) => text,
    isExtra: (char) => char === TOKEN_OPEN || char === TOKEN_CLOSE,
    markerAt(text, at) {
      const match = stickyMatch(TOKEN_MARKER, text, at);
      return match ? { id: Number(match[1]), length: match[0].length } : null;
    },
    debrisAt: (text, at) => (text.charAt(at) === TOKEN_OPEN || text.charAt(at) === TOKEN_CLOSE ? 1 : 0),
  },
};

/** The text as a provider may see it: no `{{`, no `$t(`, no tag of its own, only markers. */
export function mark(text: string, style: MarkerStyle): MarkedText {
  const shape = STYLES[style];
  const tokens: string[] = [];
  let marked = '';
  let from = 0;
  for (const { start, end } of protectedSpansOf(text, shape.isExtra)) {
    marked += shape.escape(text.slice(from, start)) + shape.marker(tokens.length);
    tokens.push(text.slice(start, end));
    from = end;
  }
  return { style, text: marked + shape.escape(text.slice(from)), tokens };
}

const listed = (tokens: Iterable<string>) => [...new Set(tokens)].join(', ');

/**
 * A provider's answer with every marker put back, and what went wrong: a marker missing, doubled or
 * altered, then whatever `verify` finds against the source.
 */
export function unmark(answer: string, marked: MarkedText, source: string): UnmarkedText {
  const shape = STYLES[marked.style];
  const seen = new Array<number>(marked.tokens.length).fill(0);
  const altered: string[] = [];
  let text = '';
  let plainFrom = 0;
  let index = 0;
  while (index < answer.length) {
    const found = shape.markerAt(answer, index);
    const token = found ? marked.tokens[found.id] : undefined;
    const length = found ? found.length : shape.debrisAt(answer, index);
    if (length === 0) {
      index++;
      continue;
    }
    text += shape.unescape(answer.slice(plainFrom, index));
    const raw = answer.slice(index, index + length);
    if (found && token !== undefined) {
      seen[found.id] = (seen[found.id] ?? 0) + 1;
      text += token;
    } else {
      altered.push(raw);
      text += raw;
    }
    index += length;
    plainFrom = index;
  }
  text += shape.unescape(answer.slice(plainFrom));

  const issues: ProtectionIssue[] = [];
  const tokensSeen = (test: (count: number) => boolean) =>
    marked.tokens.filter((_, id) => test(seen[id] ?? 0));
  const lost = tokensSeen((count) => count === 0);
  const doubled = tokensSeen((count) => count > 1);
  if (lost.length > 0) {
    issues.push({ code: 'PLACEHOLDER_MISSING', message: `The machine lost: ${listed(lost)}.` });
  }
  if (doubled.length > 0) {
    issues.push({ code: 'PLACEHOLDER_DOUBLED', message: `The machine repeated: ${listed(doubled)}.` });
  }
  if (altered.length > 0) {
    issues.push({
      code: 'PLACEHOLDER_ALTERED',
      message: `The machine altered a marker: ${listed(altered)}.`,
    });
  }
  const alteredSet = new Set(altered);
  for (const issue of verify(source, text)) {
    // An altered marker left in the text is already reported as altered, not again as unknown.
    if (issue.code === 'PLACEHOLDER_UNKNOWN' && issue.tokens.every((token) => alteredSet.has(token)))
      continue;
    if (!issues.some((known) => known.code === issue.code))
      issues.push({ code: issue.code, message: issue.message });
  }
  return { text, issues };
}

const countsOf = (tokens: string[]) => {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
};

/** Whether every tag closes the last one opened (`<0><1></1></0>`, self-closing tags aside). */
function tagsBalanced(tokens: string[]): boolean {
  const open: string[] = [];
  for (const token of tokens) {
    if (!token.startsWith('<') || token.endsWith('/>')) continue;
    const name = token.replace(/^<\/?/, '').split(/[\s>]/, 1)[0] ?? '';
    if (!token.startsWith('</')) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

/**
 * The result checked against its source by the one scan both go through: the same protected
 * pieces as a multiset, and tags as balanced as the source's.
 */
export function verify(source: string, result: string): (ProtectionIssue & { tokens: string[] })[] {
  const expected = protectedTokensOf(source);
  const actual = protectedTokensOf(result);
  const want = countsOf(expected);
  const have = countsOf(actual);
  const missing = [...want]
    .filter(([token, count]) => (have.get(token) ?? 0) < count)
    .map(([token]) => token);
  const doubled = [...have]
    .filter(([token, count]) => want.has(token) && count > (want.get(token) ?? 0))
    .map(([token]) => token);
  const unknown = [...have.keys()].filter((token) => !want.has(token));
  const issues: (ProtectionIssue & { tokens: string[] })[] = [];
  if (missing.length > 0) {
    issues.push({ code: 'PLACEHOLDER_MISSING', message: `Missing: ${listed(missing)}.`, tokens: missing });
  }
  if (doubled.length > 0) {
    issues.push({ code: 'PLACEHOLDER_DOUBLED', message: `Repeated: ${listed(doubled)}.`, tokens: doubled });
  }
  if (unknown.length > 0) {
    issues.push({
      code: 'PLACEHOLDER_UNKNOWN',
      message: `Not in the base text: ${listed(unknown)}.`,
      tokens: unknown,
    });
  }
  if (tagsBalanced(expected) && !tagsBalanced(actual)) {
    issues.push({ code: 'TAG_MISMATCH', message: 'The tags no longer close in order.', tokens: [] });
  }
  return issues;
}
