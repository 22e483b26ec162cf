import { formatKeyPath, type KeyPath, TranslationFileError } from './file-error.ts';
import type { ShapeFacts } from './file-shape.ts';
import { laterValueWins, linesAt, type RepeatedKey } from './later-value-wins.ts';

/** Deeper than any translation file goes; past it a file is refused rather than walked. */
export const MAX_DEPTH = 100;

export interface JsonLeaf {
  path: KeyPath;
  text: string;
}

/** A key written twice in one object: its path, and the lines of both. */
export interface DuplicateKey {
  path: KeyPath;
  lines: [number, number];
}

interface Frame {
  array: boolean;
  path: KeyPath;
  count: number;
  /** An object's keys, each with the offset where it first stood. */
  keys: Map<string, number> | null;
  lastKey: string | null;
}

const numberAt = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const simpleEscapes = '"\\/bfnrt';

/**
 * Every string of a JSON object, with its path, in file order, and what the shape detection needs.
 * A scanner of its own rather than JSON.parse: JSON.parse moves integer-like keys first and keeps
 * only the last of two equal keys silently, and a file's order and every string must survive. A
 * key twice in one object is read as JSON.parse and i18next read it (the later value, where the
 * key first stood) and reported with both lines. It walks with its own stack (never the JS stack),
 * and refuses numbers, booleans and null (naming their path) and nesting past MAX_DEPTH.
 */
export function jsonLeaves(text: string): {
  leaves: JsonLeaf[];
  facts: ShapeFacts;
  duplicates: DuplicateKey[];
} {
  const facts: ShapeFacts = {
    topLevelFlat: true,
    topLevelDot: false,
    pluralSuffix: false,
    otherSuffix: false,
    sorted: true,
    emptyString: false,
    escapedNonAscii: false,
    rawNonAscii: false,
  };
  const leaves: JsonLeaf[] = [];
  const repeated: (RepeatedKey & { offsets: [number, number] })[] = [];
  let at = 0;

  const lineAt = (position: number) => text.slice(0, position).split('\n').length;
  const syntaxError = (): never => {
    const line = lineAt(at);
    throw new TranslationFileError(`This is not valid JSON: the error is on line ${line}.`, { line });
  };
  const space = () => {
    for (;;) {
      const char = text.charCodeAt(at);
      if (char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09) at++;
      else return;
    }
  };
  const string = (): string => {
    const start = at++;
    let escaped = false;
    for (;;) {
      if (at >= text.length) syntaxError();
      const char = text.charCodeAt(at);
      if (char === 0x22) break;
      if (char < 0x20) syntaxError();
      if (char === 0x5c) {
        escaped = true;
        const kind = text[at + 1] ?? '';
        if (kind === 'u') {
          const hex = text.slice(at + 2, at + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) syntaxError();
          if (Number.parseInt(hex, 16) >= 0x80) facts.escapedNonAscii = true;
          at += 6;
        } else if (kind !== '' && simpleEscapes.includes(kind)) at += 2;
        else syntaxError();
        continue;
      }
      if (char >= 0x80) facts.rawNonAscii = true;
      at++;
    }
    at++;
    return escaped ? (JSON.parse(text.slice(start, at)) as string) : text.slice(start + 1, at - 1);
  };
  const refuse = (path: KeyPath): never => {
    numberAt.lastIndex = at;
    const kind = numberAt.test(text)
      ? 'a number'
      : text.startsWith('true', at) || text.startsWith('false', at)
        ? 'a boolean'
        : text.startsWith('null', at)
          ? 'null'
          : syntaxError();
    const where = formatKeyPath(path);
    throw new TranslationFileError(
      `“${where}” holds ${kind}; a value must be a string, an array or an object.`,
      { paths: [where], line: lineAt(at) },
    );
  };

  space();
  if (text[at] !== '{') {
    if (at >= text.length) syntaxError();
    throw new TranslationFileError('The file must hold a JSON object of keys.');
  }
  at++;
  const stack: Frame[] = [{ array: false, path: [], count: 0, keys: new Map(), lastKey: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const close = frame.array ? ']' : '}';
    space();
    if (frame.count > 0 && text[at] === ',') {
      at++;
      space();
    } else if (text[at] === close) {
      at++;
      stack.pop();
      continue;
    } else if (frame.count > 0) syntaxError();

    let segment: string | number = frame.count;
    if (!frame.array) {
      if (text[at] !== '"') syntaxError();
      const keyAt = at;
      const key = string();
      const first = frame.keys?.get(key);
      if (first !== undefined) {
        const path = [...frame.path, key];
        repeated.push({ path, leavesBefore: leaves.length, offsets: [first, keyAt] });
      } else {
        // A repeated key adds no key to the object's order.
        frame.keys?.set(key, keyAt);
        if (frame.lastKey !== null && !(frame.lastKey < key)) facts.sorted = false;
        frame.lastKey = key;
      }
      if (frame.path.length === 0 && key.includes('.')) facts.topLevelDot = true;
      space();
      if (text[at] !== ':') syntaxError();
      at++;
      space();
      segment = key;
    }
    frame.count++;
    const path = [...frame.path, segment];
    const char = text[at];
    if (char === '"') {
      const value = string();
      leaves.push({ path, text: value });
      if (value === '') facts.emptyString = true;
      if (typeof segment === 'string') {
        if (segment.endsWith('_plural')) facts.pluralSuffix = true;
        if (segment.endsWith('_other')) facts.otherSuffix = true;
      }
    } else if (char === '{' || char === '[') {
      if (stack.length >= MAX_DEPTH) {
        const where = formatKeyPath(path);
        throw new TranslationFileError(`“${where}” is nested deeper than ${MAX_DEPTH} levels.`, {
          paths: [where],
          line: lineAt(at),
        });
      }
      const array = char === '[';
      if (stack.length === 1 && !array) facts.topLevelFlat = false;
      at++;
      stack.push({ array, path, count: 0, keys: array ? null : new Map(), lastKey: null });
    } else refuse(path);
  }
  space();
  if (at < text.length) syntaxError();
  if (repeated.length === 0) return { leaves, facts, duplicates: [] };
  const lines = linesAt(
    text,
    repeated.flatMap((key) => key.offsets),
  );
  return {
    leaves: laterValueWins(leaves, repeated),
    facts,
    duplicates: repeated.map(({ path }, index) => ({
      path,
      lines: [lines[2 * index] as number, lines[2 * index + 1] as number],
    })),
  };
}
