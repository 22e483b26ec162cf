import { formatKeyPath, type KeyPath, TranslationFileError } from './file-error.ts';

export type TreeNode =
  | { kind: 'object'; children: Map<string, TreeNode> }
  | { kind: 'array'; items: (TreeNode | undefined)[] }
  | { kind: 'leaf'; text: string };

type Container = Exclude<TreeNode, { kind: 'leaf' }>;

const canonicalIndex = (segment: string) => (/^(0|[1-9]\d{0,8})$/.test(segment) ? Number(segment) : -1);

/** An empty object to put leaves into; Maps keep every key's insertion order (integer-like ones too). */
export const emptyTree = (): Container => ({ kind: 'object', children: new Map() });

/**
 * Puts one string at its path, making objects (and arrays, where the path names an index) on the
 * way. Where the path runs into another string, or into a container where the string belongs, the
 * rest of the path is written as one key at that level (`"a.b"` beside `"a"`), which i18next
 * still finds; only when that key is taken too is it a KEY_CONFLICT.
 */
export function insertLeaf(root: Container, path: KeyPath, text: string, joiner: string): void {
  let node = root;
  for (let depth = 0; depth < path.length; depth++) {
    const segment = path[depth] as string | number;
    const last = depth === path.length - 1;
    let child: TreeNode | undefined;
    let index = -1;
    if (node.kind === 'array') {
      index = typeof segment === 'number' ? segment : canonicalIndex(segment);
      // A name's index may only extend an array by one; the layout's indices are the file's own.
      if (index < 0 || (typeof segment === 'string' && index > node.items.length)) conflict(path);
      child = node.items[index];
    } else child = node.children.get(String(segment));
    if (child && (last || child.kind === 'leaf')) {
      asOneKey(node, path, depth, text, joiner);
      return;
    }
    if (child) {
      node = child;
      continue;
    }
    const made: TreeNode = last
      ? { kind: 'leaf', text }
      : typeof path[depth + 1] === 'number'
        ? { kind: 'array', items: [] }
        : emptyTree();
    if (node.kind === 'array') node.items[index] = made;
    else node.children.set(String(segment), made);
    if (made.kind !== 'leaf') node = made;
  }
}

function asOneKey(node: Container, path: KeyPath, depth: number, text: string, joiner: string): void {
  const key = path.slice(depth).join(joiner);
  if (node.kind !== 'object' || node.children.has(key)) conflict(path);
  else node.children.set(key, { kind: 'leaf', text });
}

function conflict(path: KeyPath): never {
  const where = formatKeyPath(path);
  throw new TranslationFileError(`The key “${where}” has no place of its own in the file.`, {
    code: 'KEY_CONFLICT',
    paths: [where],
  });
}
