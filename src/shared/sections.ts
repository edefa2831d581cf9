/**
 * Top-level sections of the docs (Docs, Features, SDK…), from the sidebars: used by llms.txt and
 * search at build time, and by the MCP server's page list in the worker.
 */
import type { DocMeta, Sidebars, SidebarItem } from './types.ts';

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

/** Groups pages by their top-level section, in sidebar order; pages in no sidebar come last. */
export function groupBySection(docs: DocMeta[], sidebars: Sidebars): { title: string; docs: DocMeta[] }[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const groups = new Map<string, DocMeta[]>();
  for (const [id, section] of docSections(sidebars)) {
    const doc = byId.get(id);
    if (doc) groups.set(section, [...(groups.get(section) ?? []), doc]);
  }
  const listed = new Set([...groups.values()].flat().map((d) => d.id));
  const rest = docs.filter((d) => !listed.has(d.id));
  return [...[...groups].map(([title, list]) => ({ title, docs: list })), ...(rest.length ? [{ title: 'Other pages', docs: rest }] : [])];
}
