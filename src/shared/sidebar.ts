/** Walks a resolved sidebar: page order for previous/next, and the trail for breadcrumbs. */
import type { SidebarCategory, SidebarItem, SidebarLink } from './types.ts';

export interface PageLink {
  label: string;
  href: string;
}

/** Pages in reading order: a category's own page comes before its items. */
export function flattenSidebar(items: SidebarItem[]): PageLink[] {
  return items.flatMap((item): PageLink[] => {
    if (item.type === 'link') return item.docId ? [{ label: item.label, href: item.href }] : [];
    return [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flattenSidebar(item.items)];
  });
}

/** Each sidebar's pages in order, made once: a sidebar is the build's data, and every page of it asks. */
const flattened = new WeakMap<SidebarItem[], readonly PageLink[]>();

export function prevNext(items: SidebarItem[], path: string): { prev?: PageLink; next?: PageLink } {
  let flat = flattened.get(items);
  if (!flat) flattened.set(items, (flat = flattenSidebar(items)));
  const i = flat.findIndex((p) => p.href === path);
  if (i === -1) return {};
  return { prev: flat[i - 1], next: flat[i + 1] };
}

/** Categories (outermost first) that lead to `path`, then the page itself unless it is a category page. */
export function breadcrumbs(items: SidebarItem[], path: string): (SidebarCategory | SidebarLink)[] {
  for (const item of items) {
    if (item.type === 'link' && item.href === path) return [item];
    if (item.type === 'category') {
      if (item.href === path) return [item];
      const inner = breadcrumbs(item.items, path);
      if (inner.length) return [item, ...inner];
    }
  }
  return [];
}

export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.href === path) return true;
  return item.type === 'category' && item.items.some((child) => containsPath(child, path));
}
