import type { TreeNode } from './leaf-tree.ts';

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nonAscii = /[\u0080-\uffff]/g;
const escapeUnit = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

interface Frame {
  entries: [string | null, TreeNode][];
  next: number;
  close: string;
}

/**
 * The tree as `JSON.stringify(value, null, indent)` writes it, walked with a stack of its own (a
 * name can nest hundreds deep). Object keys keep the tree's order unless sorted by code unit; an
 * array's missing element is written as `""` so the others keep their index. With escapeNonAscii,
 * every UTF-16 unit above U+007F becomes lowercase `\uXXXX`, as most tools write it.
 */
export function jsonText(root: TreeNode, indent: string, sortKeys: boolean, escapeNonAscii: boolean): string {
  const quote = (text: string) => {
    const json = JSON.stringify(text);
    return escapeNonAscii ? json.replace(nonAscii, escapeUnit) : json;
  };
  const out: string[] = [];
  const stack: Frame[] = [];
  const margins = [''];
  const margin = (depth: number) => {
    while (margins.length <= depth) margins.push(margins[margins.length - 1] + indent);
    return margins[depth] as string;
  };
  const open = (node: TreeNode): void => {
    if (node.kind === 'leaf') {
      out.push(quote(node.text));
      return;
    }
    const entries: [string | null, TreeNode][] =
      node.kind === 'object'
        ? [...node.children]
        : Array.from(node.items, (item): [null, TreeNode] => [null, item ?? { kind: 'leaf', text: '' }]);
    if (node.kind === 'object' && sortKeys) entries.sort(([a], [b]) => byCodeUnit(a as string, b as string));
    const [start, close] = node.kind === 'object' ? ['{', '}'] : ['[', ']'];
    if (entries.length === 0) out.push(start + close);
    else {
      out.push(start);
      stack.push({ entries, next: 0, close });
    }
  };
  open(root);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next === frame.entries.length) {
      stack.pop();
      out.push(`\n${margin(stack.length)}${frame.close}`);
      continue;
    }
    const [key, child] = frame.entries[frame.next] as [string | null, TreeNode];
    out.push(`${frame.next > 0 ? ',' : ''}\n${margin(stack.length)}${key === null ? '' : `${quote(key)}: `}`);
    frame.next++;
    open(child);
  }
  return out.join('');
}
