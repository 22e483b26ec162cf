import { placeholderSpans } from '../placeholders.ts';

/** A text cut into plain runs and placeholders (each as written), for an XLIFF inline `<ph>`. */
export type TaggedPart = string | { id: string; placeholder: string };

/** Cuts a text at its i18next placeholders, numbering them from 1 in reading order. */
export function tagPlaceholders(text: string): TaggedPart[] {
  const parts: TaggedPart[] = [];
  let at = 0;
  for (const [index, span] of placeholderSpans(text).entries()) {
    if (span.start > at) parts.push(text.slice(at, span.start));
    parts.push({ id: String(index + 1), placeholder: text.slice(span.start, span.end) });
    at = span.end;
  }
  if (at < text.length || parts.length === 0) parts.push(text.slice(at));
  return parts;
}
