import { withoutBidiMarks } from './markup.ts';

const leadingSpace = (text: string) => text.slice(0, text.length - text.trimStart().length);
const trailingSpace = (text: string) => text.slice(text.trimEnd().length);

// A no-break or thin space stands for a space (French puts one before `?`); a line break does not.
const asWritten = (space: string) => space.replace(/[^\S\n]/g, ' ');

const describe = (space: string) =>
  space === '' ? 'none' : JSON.stringify(space).slice(1, -1).replace(/ /g, '␠');

/** WHITESPACE_EDGES: leading or trailing whitespace differs from the base's. */
export function whitespaceEdges(text: string, base: string): string | null {
  const value = withoutBidiMarks(text);
  const source = withoutBidiMarks(base);
  const edges = [
    ['Leading', leadingSpace(value), leadingSpace(source)],
    ['Trailing', trailingSpace(value), trailingSpace(source)],
  ] as const;
  for (const [edge, here, there] of edges) {
    if (asWritten(here) !== asWritten(there)) {
      return `${edge} whitespace differs from the base text (${describe(here)} instead of ${describe(there)}).`;
    }
  }
  return null;
}

/** DOUBLE_SPACE: two spaces in a row where the base has none. */
export function doubleSpace(text: string, base: string): string | null {
  return text.includes('  ') && !base.includes('  ') ? 'Two spaces in a row.' : null;
}
