/** Collects the page's headings (after rehype-slug gave them ids) into `file.data.toc`. */
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocItem } from '../../src/shared/types.ts';

export default function rehypeToc({ minLevel, maxLevel }: { minLevel: number; maxLevel: number }) {
  return (tree: Root, file: VFile) => {
    const toc: TocItem[] = [];
    visit(tree, 'element', (node) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!level || Number(level) < minLevel || Number(level) > maxLevel) return;
      const id = node.properties.id;
      if (typeof id === 'string') toc.push({ id, text: toString(node).trim(), level: Number(level) });
    });
    file.data.toc = toc;
  };
}
