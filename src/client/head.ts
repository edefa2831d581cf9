/** Document updates after a client-side navigation: title, description, canonical; scroll and focus. */
import { markdownTwinPath, pageTitle } from '../shared/paths.ts';
import type { DocMeta } from '../shared/types.ts';
import { site } from '../app/site-data.ts';

function setMeta(selector: string, attr: string, value: string) {
  document.querySelector(selector)?.setAttribute(attr, value);
}

export function applyHead(meta: DocMeta) {
  const title = pageTitle(meta.title, site);
  document.title = title;
  setMeta('meta[name="description"]', 'content', meta.description);
  setMeta('meta[property="og:title"]', 'content', title);
  setMeta('meta[property="og:description"]', 'content', meta.description);
  setMeta('link[rel="canonical"]', 'href', site.url + meta.path);
  setMeta('meta[property="og:url"]', 'content', site.url + meta.path);
  setMeta('link[rel="alternate"][type="text/markdown"]', 'href', markdownTwinPath(meta.path));
}

/** After a route change: to the anchor if there is one, else to the top; focus goes to the main content. */
export function scrollAfterNavigation(hash: string) {
  requestAnimationFrame(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}
