/** One Trans-component or HTML tag as written: `<0>`, `</0>`, `<1/>`, `<strong>`, `<a href="…">`, `<br />`. */
export interface Tag {
  raw: string;
  name: string;
  kind: 'open' | 'close' | 'self';
}

// HTML's void elements never close, so `<br>` is as complete as `<br/>`.
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'input', 'wbr', 'meta', 'link', 'source', 'area', 'col']);

const isNameStart = (char: string) => /[A-Za-z0-9]/.test(char);
const isNameChar = (char: string) => /[A-Za-z0-9_.:-]/.test(char);

/**
 * The tags of a text, read forward once (no regular expression, so no backtracking): `<`, an
 * optional `/`, a name of digits or letters, then anything but `<` up to `>`. `a < b` is no tag.
 */
export function tagsOf(text: string): Tag[] {
  const tags: Tag[] = [];
  let at = text.indexOf('<');
  while (at >= 0) {
    const closing = text.charAt(at + 1) === '/';
    let end = at + (closing ? 2 : 1);
    const nameStart = end;
    if (!isNameStart(text.charAt(end))) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    while (end < text.length && isNameChar(text.charAt(end))) end++;
    const name = text.slice(nameStart, end).toLowerCase();
    while (end < text.length && text.charAt(end) !== '>' && text.charAt(end) !== '<') end++;
    if (text.charAt(end) !== '>') {
      at = end < text.length ? end : -1;
      continue;
    }
    const raw = text.slice(at, end + 1);
    const selfClosing = !closing && (text.charAt(end - 1) === '/' || VOID_ELEMENTS.has(name));
    tags.push({ raw, name, kind: closing ? 'close' : selfClosing ? 'self' : 'open' });
    at = text.indexOf('<', end + 1);
  }
  return tags;
}

/** Where the tags do not nest: a closing tag without its opening one, or one left open. */
function unbalancedTag(tags: readonly Tag[]): string | null {
  const open: string[] = [];
  for (const tag of tags) {
    if (tag.kind === 'open') open.push(tag.name);
    else if (tag.kind === 'close') {
      if (open.at(-1) !== tag.name) return `“</${tag.name}>” closes no open “<${tag.name}>”.`;
      open.pop();
    }
  }
  return open.length > 0 ? `“<${open.at(-1)}>” is never closed.` : null;
}

const signature = (tag: Tag) =>
  tag.kind === 'close' ? `</${tag.name}>` : tag.kind === 'self' ? `<${tag.name}/>` : `<${tag.name}>`;

/** Tags counted by what they are (attributes aside: a translated `title` is fine). */
function tagCounts(tags: readonly Tag[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tag of tags) counts.set(signature(tag), (counts.get(signature(tag)) ?? 0) + 1);
  return counts;
}

/**
 * TAG_MISMATCH: the value's tags are unbalanced, or differ from the base's as a multiset (order may
 * change: a language puts its bold word elsewhere).
 */
export function tagMismatch(text: string, base: string | null): string | null {
  const tags = tagsOf(text);
  const unbalanced = unbalancedTag(tags);
  if (unbalanced) return unbalanced;
  if (base === null) return null;
  const expected = tagCounts(tagsOf(base));
  const present = tagCounts(tags);
  const missing = [...expected].filter(([tag, count]) => (present.get(tag) ?? 0) < count).map(([tag]) => tag);
  const extra = [...present].filter(([tag, count]) => (expected.get(tag) ?? 0) < count).map(([tag]) => tag);
  if (missing.length === 0 && extra.length === 0) return null;
  const parts = [
    missing.length > 0 ? `missing ${missing.join(', ')}` : null,
    extra.length > 0 ? `not in the base text ${extra.join(', ')}` : null,
  ].filter(Boolean);
  return `Tags differ from the base text: ${parts.join('; ')}.`;
}
