/**
 * GFM task lists (`- [ ] step`) become checkboxes with no label: a screen reader announces "checkbox,
 * not checked" and nothing else. Each checkbox and the item's text are wrapped in a `<label>`, so the
 * text names the checkbox; nested lists stay outside it.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

const isCheckbox = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
const isBlock = (node: ElementContent) => node.type === 'element' && /^(ul|ol|p|div|pre|blockquote|table)$/.test(node.tagName);

/** Wraps the checkbox at the start of `children` and the inline content after it in a label. */
function labelled(children: ElementContent[]): ElementContent[] {
  const start = children.findIndex((c) => c.type !== 'text' || c.value.trim() !== '');
  if (start < 0 || !isCheckbox(children[start])) return children;
  let end = start + 1;
  while (end < children.length && !isBlock(children[end])) end++;
  const label: Element = { type: 'element', tagName: 'label', properties: {}, children: children.slice(start, end) };
  return [...children.slice(0, start), label, ...children.slice(end)];
}

export default function rehypeTaskLists() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const classes = node.properties.className;
      if (node.tagName !== 'li' || !Array.isArray(classes) || !classes.includes('task-list-item')) return;
      // A loose list puts the checkbox inside the item's first paragraph.
      const first = node.children.find((c) => c.type === 'element');
      if (first?.type === 'element' && first.tagName === 'p') first.children = labelled(first.children);
      else node.children = labelled(node.children);
    });
  };
}
