import type { KeyPath } from './file-error.ts';
import type { JsonLeaf } from './json-leaves.ts';

/** A key seen again in its object: its path, and how many leaves the file had before the second one. */
export interface RepeatedKey {
  path: KeyPath;
  leavesBefore: number;
}

type Slot = Map<string | number, Slot> | JsonLeaf | null;

/**
 * The leaves as JSON.parse (and so i18next) keeps them when a key is written twice in one object:
 * the later value replaces the whole earlier one, at the place where the key first stood.
 */
export function laterValueWins(leaves: readonly JsonLeaf[], repeated: readonly RepeatedKey[]): JsonLeaf[] {
  const root: Map<string | number, Slot> = new Map();
  const containerAt = (path: KeyPath): Map<string | number, Slot> => {
    let node = root;
    for (const segment of path) {
      let child = node.get(segment);
      if (!(child instanceof Map)) {
        child = new Map();
        node.set(segment, child); // a key already there keeps its place
      }
      node = child;
    }
    return node;
  };
  let next = 0;
  const reset = (upTo: number) => {
    for (; next < repeated.length && (repeated[next] as RepeatedKey).leavesBefore <= upTo; next++) {
      const { path } = repeated[next] as RepeatedKey;
      containerAt(path.slice(0, -1)).set(path[path.length - 1] as string, null);
    }
  };
  leaves.forEach((leaf, index) => {
    reset(index);
    containerAt(leaf.path.slice(0, -1)).set(leaf.path[leaf.path.length - 1] as string | number, leaf);
  });
  reset(leaves.length);

  const kept: JsonLeaf[] = [];
  const stack: Iterator<Slot>[] = [root.values()];
  while (stack.length > 0) {
    const step = (stack[stack.length - 1] as Iterator<Slot>).next();
    if (step.done) stack.pop();
    else if (step.value instanceof Map) stack.push(step.value.values());
    else if (step.value !== null) kept.push(step.value);
  }
  return kept;
}

/** The 1-based line of each offset of the text, in one pass over it. */
export function linesAt(text: string, offsets: readonly number[]): number[] {
  const order = offsets
    .map((_, index) => index)
    .sort((a, b) => (offsets[a] as number) - (offsets[b] as number));
  const lines = new Array<number>(offsets.length);
  let line = 1;
  let at = 0;
  for (const index of order) {
    const offset = offsets[index] as number;
    for (; at < offset; at++) if (text.charCodeAt(at) === 0x0a) line++;
    lines[index] = line;
  }
  return lines;
}
