import { describe, expect, it } from 'vitest';
import type { Nodes, Paragraph, Root } from 'mdast';
import { eachNode } from './each-node.ts';

const tree = (): Root => ({
  type: 'root',
  children: [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: 'Title' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'one ' },
        { type: 'emphasis', children: [{ type: 'text', value: 'two' }] },
        { type: 'image', url: '/a.png', alt: 'three' },
      ],
    },
  ],
});

const label = (node: Nodes) => ('value' in node ? `${node.type}:${node.value}` : node.type);

describe('eachNode', () => {
  it('visits every node below the root in the order of the text, each with its parent and its place there', () => {
    const seen: string[] = [];
    eachNode(tree(), (node, parent, index) => {
      expect(parent.children[index]).toBe(node);
      seen.push(`${label(node)} in ${parent.type}`);
    });
    expect(seen).toEqual([
      'heading in root',
      'text:Title in heading',
      'paragraph in root',
      'text:one  in paragraph',
      'emphasis in paragraph',
      'text:two in emphasis',
      'image in paragraph',
    ]);
  });

  it('goes on into a node a visitor puts in the place of the one it was given', () => {
    const seen: string[] = [];
    const root = tree();
    eachNode(root, (node, parent, index) => {
      seen.push(label(node));
      if (node.type === 'emphasis') (parent as Paragraph).children[index] = { type: 'strong', children: [{ type: 'text', value: 'bold' }] };
    });
    expect(seen).toEqual(['heading', 'text:Title', 'paragraph', 'text:one ', 'emphasis', 'text:bold', 'image']);
    expect(root.children[1]).toMatchObject({ children: [{}, { type: 'strong' }, {}] });
  });
});
