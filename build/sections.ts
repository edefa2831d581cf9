/** Top-level section of every doc (Docs, Features, SDK…), from the sidebars: used by llms.txt and search. */
import type { Sidebars, SidebarItem } from '../src/shared/types.ts';

/**
 * Doc id -> section label. A non-collapsible root category (the 'Docs' wrapper) is split into its
 * child categories; its loose pages belong to the root label.
 */
export function docSections(sidebars: Sidebars): Map<string, string> {
  const sections = new Map<string, string>();
  const assign = (items: SidebarItem[], label: string) => {
    for (const item of items) {
      if (item.docId && !sections.has(item.docId)) sections.set(item.docId, label);
      if (item.type === 'category') assign(item.items, label);
    }
  };
  for (const [name, items] of Object.entries(sidebars)) {
    for (const item of items) {
      if (item.type === 'category' && !item.collapsible) {
        if (item.docId) sections.set(item.docId, item.label);
        for (const child of item.items) {
          if (child.type === 'category') assign([child], child.label);
          else assign([child], item.label);
        }
      } else if (item.type === 'category') assign([item], item.label);
      else assign([item], name === 'docs' ? 'Docs' : name[0].toUpperCase() + name.slice(1));
    }
  }
  return sections;
}
