/** Client-side state around <App>: the current page, navigation, chunk loading and the sponsors block. */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { docIdForPath, loadPage } from './routes.ts';
import { App } from '../app/app.tsx';
import type { PageLoadState } from '../app/page-status.tsx';
import type { PageModule } from '../shared/page.ts';
import { SEARCH_PAGE_PATH } from '../shared/search-settings.ts';
import type { SearchPageData } from '../shared/search-view.ts';
import type { BootData, DocMeta } from '../shared/types.ts';
import { applyHead, scrollAfterNavigation } from './head.ts';
import { observeLinks, pagesMap, prefetchRoute } from './prefetch.ts';
import { doneProgress, startProgress } from './progress.ts';

type Content = ComponentType<{ components?: Record<string, unknown> }>;

interface Route {
  path: string;
  hash: string;
  meta: DocMeta | null;
  Content: Content | null;
  /** Set on the search page. */
  searchPage?: SearchPageData;
}

interface Props {
  boot: BootData;
  /** The page module, or the error that kept it from loading. */
  initial: PageModule | Error | null;
  /** Server-rendered article body, shown as-is when the page chunk failed to load. */
  staticHtml: string;
  /** HTML of the sponsors block found in the server page; undefined when the page had none. */
  initialSponsors: string | undefined;
}

const LOADER_DELAY_MS = 200;

export function ClientRoot({ boot, initial, staticHtml, initialSponsors }: Props) {
  const failedAtBoot = initial instanceof Error;
  const [route, setRoute] = useState<Route>(() => ({
    path: window.location.pathname,
    hash: window.location.hash,
    meta: boot.meta,
    Content: initial && !failedAtBoot ? initial.default : boot.meta ? staticContent(staticHtml) : null,
    searchPage: boot.searchPage,
  }));
  const [load, setLoad] = useState<PageLoadState>(failedAtBoot ? { status: 'error' } : { status: 'ready' });
  const [sponsors, setSponsors] = useState<string | null | undefined>(initialSponsors);
  const attempts = useRef(0);

  const go = useCallback(async (href: string, push: boolean) => {
    const url = new URL(href, window.location.href);
    if (url.pathname === SEARCH_PAGE_PATH) {
      // The search page fetches its own results.
      const query = (url.searchParams.get('q') ?? '').slice(0, 64);
      const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1) - 1;
      if (push) window.history.pushState(null, '', url.href);
      document.title = `${query ? `Search results for "${query}"` : 'Search the documentation'} | LiveCodes`;
      setRoute({ path: url.pathname, hash: '', meta: null, Content: null, searchPage: { query, page, result: null, error: false } });
      return;
    }
    const id = await docIdForPath(url.pathname);
    if (id === undefined) {
      // Not a known route: let the server answer (404 page or a redirect).
      window.location.assign(url.href);
      return;
    }
    startProgress();
    let page: PageModule;
    try {
      page = await loadPage(id);
    } catch {
      // The next page's chunk did not load (offline, new deploy…): a full navigation still works.
      window.location.assign(url.href);
      return;
    }
    if (push) window.history.pushState(null, '', url.href);
    setLoad({ status: 'ready' });
    setRoute({ path: url.pathname, hash: url.hash, meta: page.meta, Content: page.default });
  }, []);

  // After a route change: head, scroll/focus, progress bar, link prefetching.
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
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(() => observeLinks());
  }, [route]);

  useEffect(() => {
    const onPop = () => {
      const url = new URL(window.location.href);
      if (url.pathname === route.path && url.pathname !== SEARCH_PAGE_PATH) scrollAfterNavigation(url.hash);
      else void go(url.href, false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go, route.path]);

  const layout = route.meta?.layout;
  useEffect(() => {
    if (sponsors !== undefined || layout !== 'doc') return;
    fetch('/docs/sponsors.json')
      .then((r) => (r.ok ? (r.json() as Promise<{ html: string | null }>) : { html: null }))
      .then(({ html }) => setSponsors(html))
      .catch(() => setSponsors(null));
  }, [layout, sponsors]);

  const retry = useCallback(async () => {
    const id = route.meta?.id;
    if (id === undefined) return;
    const slow = setTimeout(() => setLoad({ status: 'loading', slow: true }), LOADER_DELAY_MS);
    setLoad({ status: 'loading' });
    try {
      // A failed module URL stays failed in the module map: import the chunk under a fresh URL.
      const chunk = (await pagesMap())?.[id]?.[0];
      if (!chunk) throw new Error('page map unavailable');
      const page = (await import(`${chunk}?retry=${++attempts.current}`)) as PageModule;
      setRoute((r) => ({ ...r, Content: page.default }));
      setLoad({ status: 'ready' });
    } catch {
      setLoad({ status: 'error' });
    } finally {
      clearTimeout(slow);
    }
  }, [route.meta]);

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
  const prefetch = useCallback((href: string) => void prefetchRoute(href), []);

  const router = useMemo(() => ({ path: route.path, navigate, prefetch }), [route.path, navigate, prefetch]);
  const shell = useMemo(
    () => ({ appUrl: boot.appUrl, playgroundUrl: boot.playgroundUrl, originAllowed: boot.originAllowed, search: boot.search, searchCssUrl: boot.searchCssUrl }),
    [boot],
  );
  const page = route.meta && route.Content ? { meta: route.meta, Content: route.Content } : null;
  return <App page={page} router={router} shell={shell} sponsors={sponsors ?? null} load={{ ...load, retry }} searchPage={route.searchPage} />;
}

/** Stand-in for a page whose chunk failed to load: the server's HTML, kept readable and linkable. */
function staticContent(html: string): Content {
  return function StaticContent() {
    return <div className="static-content" dangerouslySetInnerHTML={{ __html: html }} />;
  };
}
