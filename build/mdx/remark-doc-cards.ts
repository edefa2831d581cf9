/**
 * Fills `<DocCardList />` with the cards of the sidebar category this page leads, at build time,
 * so the page chunk carries its own data and the client needs no manifest.
 */
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { DocCard } from '../../src/shared/types.ts';

export type { DocCard };

export interface DocCardsOptions {
  /** Cards of the category led by this doc, or null when it leads none. */
  cardsFor: (docId: string) => DocCard[] | null;
  docId: string;
}

export default function remarkDocCards({ cardsFor, docId }: DocCardsOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'DocCardList' || node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'items')) return;
      const cards = cardsFor(docId);
      if (!cards) {
        file.fail(`<DocCardList /> is used on "${docId}", but no sidebar category has this page as its link page`, node);
      }
      const json = JSON.stringify(cards);
      node.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'items',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: json,
          data: { estree: parse(json, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program },
        },
      });
    });
  };
}
