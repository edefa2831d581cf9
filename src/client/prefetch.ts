/**
 * Prefetches page chunks when a link is hovered or scrolls into view, with `<link rel="prefetch">`
 * (a credentialed GET where prefetch is unsupported). Skipped on 2g connections and with Data Saver.
 */
import { docIdForPath } from './routes.ts';

type PagesMap = Record<string, string[]>;

let mapUrl = '';
let map: Promise<PagesMap | null> | null = null;
const done = new Set<string>();

export function setPagesMapUrl(url: string) {
  mapUrl = url;
}

export function pagesMap(): Promise<PagesMap | null> {
  map ??= fetch(mapUrl)
    .then((r) => (r.ok ? (r.json() as Promise<PagesMap>) : null))
    .catch(() => null);
  return map;
}

function constrained(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''));
}

const supportsPrefetch = () => {
  const link = document.createElement('link');
  return link.relList?.supports?.('prefetch') ?? false;
};

function prefetchUrl(url: string) {
  if (done.has(url)) return;
  done.add(url);
  if (supportsPrefetch()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = url;
    document.head.appendChild(link);
  } else {
    void fetch(url, { credentials: 'include' }).catch(() => done.delete(url));
  }
}

/** Prefetches the chunks of the page at `href` (a docs route), once. */
export async function prefetchRoute(href: string): Promise<void> {
  if (constrained()) return;
  const id = await docIdForPath(new URL(href, window.location.href).pathname);
  if (id === undefined) return;
  const pages = await pagesMap();
  for (const url of pages?.[id] ?? []) prefetchUrl(url);
}

let observer: IntersectionObserver | null = null;

/** Watches the docs links on the page and prefetches their targets as they come into view. */
export function observeLinks(root: ParentNode = document) {
  if (constrained() || !('IntersectionObserver' in window)) return;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      void prefetchRoute((entry.target as HTMLAnchorElement).href);
    }
  });
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="/docs/"]')) {
    if (!/\.(md|txt|xml)$/.test(link.pathname) && link.pathname !== window.location.pathname) observer.observe(link);
  }
}
