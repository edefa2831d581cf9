/**
 * Page bodies for client-side navigation (GET /docs/_body), fetched once per page and kept for
 * back/forward; a hovered or focused link prefetches its target (not on 2g or with Data Saver).
 */
import { pageBodyUrl } from '../shared/paths.ts';
import type { PageBodyResponse } from '../shared/types.ts';

const bodies = new Map<string, Promise<PageBodyResponse | null>>();

/** The body of the page at `path`; null when there is none for this build (unknown path, new deploy, offline). */
export function loadPageBody(path: string, buildId: string): Promise<PageBodyResponse | null> {
  let body = bodies.get(path);
  if (!body) {
    body = fetch(pageBodyUrl(path, buildId), { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<PageBodyResponse>) : null))
      .catch(() => null);
    bodies.set(path, body);
    // Failures are not kept: the next attempt asks again.
    void body.then((b) => b ?? bodies.delete(path));
  }
  return body;
}

/** The page the browser landed on, from its own HTML: going back to it needs no request. */
export function rememberPageBody(path: string, body: PageBodyResponse) {
  bodies.set(path, Promise.resolve(body));
}

function constrained(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''));
}

export function prefetchPageBody(href: string, buildId: string) {
  const url = new URL(href, window.location.href);
  if (constrained() || url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
  void loadPageBody(url.pathname, buildId);
}
