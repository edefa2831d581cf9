/** Records every link, heading id and JSX component of a page, for the build's checks. */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface FoundLink {
  href: string;
  line?: number;
}

export default function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const links: FoundLink[] = [];
    const ids: string[] = [];
    const components: FoundLink[] = [];
    visit(tree, (node) => {
      if (node.type === 'element') {
        if (typeof node.properties.id === 'string') ids.push(node.properties.id);
        if (node.tagName === 'a' && typeof node.properties.href === 'string') {
          links.push({ href: node.properties.href, line: node.position?.start.line });
        }
      } else if ((node.type as string) === 'mdxJsxTextElement' || (node.type as string) === 'mdxJsxFlowElement') {
        const jsx = node as unknown as { name: string | null; attributes: { type: string; name?: string; value?: unknown }[]; position?: { start: { line: number } } };
        if (jsx.name && /^[A-Z]/.test(jsx.name)) components.push({ href: jsx.name, line: jsx.position?.start.line });
        for (const attr of jsx.attributes) {
          if (attr.type === 'mdxJsxAttribute' && (attr.name === 'href' || attr.name === 'to') && typeof attr.value === 'string') {
            links.push({ href: attr.value, line: jsx.position?.start.line });
          }
          if (attr.type === 'mdxJsxAttribute' && attr.name === 'id' && typeof attr.value === 'string') ids.push(attr.value);
        }
      }
    });
    file.data.links = links;
    file.data.ids = ids;
    file.data.components = components;
  };
}
