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

/**
 * After a route change or a move within the page: to the anchor if there is one, which then takes
 * the focus, so that Tab goes on from that section (as after a plain in-page link); else to the top,
 * the focus going to the main content.
 */
export function scrollAfterNavigation(hash: string) {
  requestAnimationFrame(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      // A heading is not focusable by itself; -1 keeps it out of the Tab order.
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}
