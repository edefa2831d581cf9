/** Client-side state around <App>: the current page, navigation and the sponsors block. */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { App } from '../app/app.tsx';
import { PageBody } from '../app/page-body.tsx';
import { site } from '../app/site-data.ts';
import { SEARCH_PAGE_PATH } from '../shared/search-settings.ts';
import type { SearchPageData } from '../shared/search-view.ts';
import type { BootData, DocMeta } from '../shared/types.ts';
import { interceptContentLinks } from './content-links.ts';
import { applyHead, scrollAfterNavigation } from './head.ts';
import { loadPageBody, prefetchPageBody } from './page-bodies.ts';
import { doneProgress, startProgress } from './progress.ts';

interface Route {
  path: string;
  hash: string;
  meta: DocMeta | null;
  /** HTML of the page body (see <PageBody>). */
  html: string;
  /** Set on the search page. */
  searchPage?: SearchPageData;
}

interface Props {
  boot: BootData;
  /** The server-rendered page body, taken from the document before hydration. */
  html: string;
  /** HTML of the sponsors block found in the server page; undefined when the page had none. */
  initialSponsors: string | undefined;
}

export function ClientRoot({ boot, html, initialSponsors }: Props) {
  const [route, setRoute] = useState<Route>(() => ({
    path: window.location.pathname,
    hash: window.location.hash,
    meta: boot.meta,
    html,
    searchPage: boot.searchPage,
  }));
  const [sponsors, setSponsors] = useState<string | null | undefined>(initialSponsors);
  // Only the latest of overlapping navigations may change the route.
  const latest = useRef(0);

  const go = useCallback(
    async (href: string, push: boolean) => {
      const url = new URL(href, window.location.href);
      const navigation = ++latest.current;
      if (url.pathname === SEARCH_PAGE_PATH) {
        // The search page fetches its own results.
        const query = (url.searchParams.get('q') ?? '').slice(0, 64);
        const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1) - 1;
        if (push) window.history.pushState(null, '', url.href);
        document.title = `${query ? `Search results for "${query}"` : 'Search the documentation'} | LiveCodes`;
        setRoute({ path: url.pathname, hash: '', meta: null, html: '', searchPage: { query, page, result: null, error: false } });
        return;
      }
      startProgress();
      const body = await loadPageBody(url.pathname, boot.buildId);
      if (navigation !== latest.current) return;
      if (!body) {
        // Unknown route (404 page or redirect), another deploy, or offline: let the server answer.
        window.location.assign(url.href);
        return;
      }
      if (push) window.history.pushState(null, '', url.href);
      setRoute({ path: url.pathname, hash: url.hash, meta: body.meta, html: body.html });
    },
    [boot.buildId],
  );

  // After a route change: head, scroll/focus, progress bar.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      document.documentElement.dataset.hydrated = 'true';
    } else {
      if (route.meta) applyHead(route.meta);
      scrollAfterNavigation(route.hash);
    }
    doneProgress();
  }, [route]);

  // Read by the popstate listener. Set as the new page commits, not in an effect after paint: a
  // Back pressed right after a navigation must not be taken for a move within the previous page.
  const currentPath = useRef(route.path);
  useLayoutEffect(() => {
    currentPath.current = route.path;
  }, [route.path]);

  useEffect(() => {
    const onPop = () => {
      const url = new URL(window.location.href);
      if (url.pathname === currentPath.current && url.pathname !== SEARCH_PAGE_PATH) scrollAfterNavigation(url.hash);
      else void go(url.href, false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  const layout = route.meta?.layout;
  useEffect(() => {
    if (sponsors !== undefined || layout !== 'doc') return;
    fetch('/docs/sponsors.json')
      .then((r) => (r.ok ? (r.json() as Promise<{ html: string | null }>) : { html: null }))
      .then(({ html }) => setSponsors(html))
      .catch(() => setSponsors(null));
  }, [layout, sponsors]);

  const navigate = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      if (url.pathname === window.location.pathname && url.pathname !== SEARCH_PAGE_PATH) {
        if (url.hash !== window.location.hash) window.history.pushState(null, '', url.href);
        scrollAfterNavigation(url.hash);
        return;
      }
      void go(href, true);
    },
    [go],
  );
  const prefetch = useCallback((href: string) => prefetchPageBody(href, boot.buildId), [boot.buildId]);
  useEffect(() => interceptContentLinks(navigate, prefetch), [navigate, prefetch]);

  const router = useMemo(() => ({ path: route.path, navigate, prefetch }), [route.path, navigate, prefetch]);
  const shell = useMemo(
    () => ({ playgroundUrl: site.playgroundUrl, originAllowed: boot.originAllowed, search: boot.search, searchCssUrl: boot.searchCssUrl }),
    [boot],
  );
  const page = route.meta ? { meta: route.meta, body: <PageBody html={route.html} /> } : null;
  return <App page={page} router={router} shell={shell} sponsors={sponsors} searchPage={route.searchPage} suggestions={boot.suggestions} />;
}
