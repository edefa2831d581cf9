/** Client-side state around <App>: the current page module, navigation and the sponsors block. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { pageLoaders, routes } from '../../.generated/pages.ts';
import { App } from '../app/app.tsx';
import type { PageModule } from '../shared/page.ts';
import type { BootData } from '../shared/types.ts';
import { applyHead, scrollAfterNavigation } from './head.ts';

interface Props {
  boot: BootData;
  initial: PageModule | null;
  /** HTML of the sponsors block found in the server page; undefined when the page had none. */
  initialSponsors: string | undefined;
}

interface Location {
  path: string;
  page: PageModule | null;
}

export function ClientRoot({ boot, initial, initialSponsors }: Props) {
  const [location, setLocation] = useState<Location>({ path: window.location.pathname, page: initial });
  const [sponsors, setSponsors] = useState<string | null | undefined>(initialSponsors);

  const go = useCallback(async (href: string, push: boolean) => {
    const url = new URL(href, window.location.href);
    const id = routes[url.pathname];
    if (id === undefined) {
      // Not a known route: let the server answer (404 page or a redirect).
      window.location.assign(url.href);
      return;
    }
    let page: PageModule;
    try {
      page = await pageLoaders[id]!();
    } catch {
      window.location.assign(url.href);
      return;
    }
    if (push) window.history.pushState(null, '', url.href);
    setLocation({ path: url.pathname, page });
    applyHead(page.meta);
    scrollAfterNavigation(url.hash);
  }, []);

  useEffect(() => {
    const onPop = () => void go(window.location.href, false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  const layout = location.page?.meta.layout;
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
      if (url.pathname === window.location.pathname && url.hash) {
        window.history.pushState(null, '', url.href);
        scrollAfterNavigation(url.hash);
        return;
      }
      void go(href, true);
    },
    [go],
  );
  const prefetch = useCallback((href: string) => {
    const id = routes[new URL(href, window.location.href).pathname];
    if (id !== undefined) void pageLoaders[id]!().catch(() => {});
  }, []);

  const router = useMemo(() => ({ path: location.path, navigate, prefetch }), [location.path, navigate, prefetch]);
  const shell = useMemo(() => ({ appUrl: boot.appUrl, originAllowed: boot.originAllowed }), [boot]);
  const page = location.page ? { meta: location.page.meta, Content: location.page.default } : null;
  return <App page={page} router={router} shell={shell} sponsors={sponsors ?? null} />;
}
