/** The DocSearch modal (lazy chunk), wired to the configured backend and to client-side navigation. */
import { DocSearchModal } from '@docsearch/react';
import type { LiteClient } from 'algoliasearch/lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { rewriteResultUrl, SEARCH_FACET_FILTERS, searchPageUrl } from '../shared/search-settings.ts';
import { Link, useRouter } from './router.tsx';
import { createSearchClient } from './search-client.ts';
import { useShell } from './shell-context.tsx';
import { site } from './site-data.ts';

function useStylesheet(href: string) {
  useEffect(() => {
    if (!href || document.querySelector(`link[href="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }, [href]);
}

/**
 * DocSearch 3.9.0 sets its 'error' status when every host failed, but autocomplete-core's `finally`
 * resets it to 'idle' at once, so its error screen never shows. We track failures on the client and
 * render the same screen (same markup and texts) over the dropdown ourselves.
 */
function ErrorScreen() {
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => setTarget(document.querySelector('.DocSearch-Dropdown')), []);
  if (!target) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen docs-search-error" role="alert">
      <div className="DocSearch-Screen-Icon" aria-hidden="true">
        ⚠
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    target,
  );
}

type SearchFn = LiteClient['search'];

export default function SearchModal({ initialQuery, onClose }: { initialQuery: string; onClose: () => void }) {
  const { search, searchCssUrl } = useShell();
  const { navigate } = useRouter();
  useStylesheet(searchCssUrl);
  const [failed, setFailed] = useState(false);
  // The local backend needs our own client (hosts under /docs); create it before the modal mounts.
  const [client, setClient] = useState<LiteClient | null>(null);
  useEffect(() => {
    if (search.mode !== 'local') return;
    void createSearchClient(search).then((c) => {
      setClient(c);
      // The worker loads its index on its first query: ask an empty one now, so the reader's
      // first keystrokes do not wait for it.
      c.search({ requests: [{ indexName: search.indexName, query: '' }] }).catch(() => {});
    });
  }, [search]);
  const shown = search.mode !== 'local' || !!client;
  // DocSearch's container is not aria-modal: while it shows, the page behind it leaves the
  // accessibility tree and the tab order, so a screen reader cannot wander out of the dialog.
  useEffect(() => {
    const page = document.getElementById('root');
    if (!shown || !page) return;
    page.inert = true;
    return () => {
      page.inert = false;
    };
  }, [shown]);
  if (!shown) return null;

  /** Wraps either backend's client to notice failures (see ErrorScreen). */
  const track = <T extends { search: SearchFn }>(c: T): T => ({
    ...c,
    search: ((...args: Parameters<SearchFn>) =>
      c.search(...args).then(
        (result) => {
          setFailed(false);
          return result;
        },
        (error: unknown) => {
          setFailed(true);
          throw error;
        },
      )) as SearchFn,
  });

  const go = (url: string) => {
    onClose();
    if (navigate) navigate(url);
    else window.location.assign(url);
  };
  // Classes on a wrapper of our own (DocSearch rewrites its container's class as its state changes):
  // failures show ErrorScreen, and the embedded index, not being Algolia, hides "Search by Algolia" (main.css).
  const classes = [search.mode === 'local' && 'docs-search-local', failed && 'docs-search-failed'].filter(Boolean).join(' ');
  return createPortal(
    <div className={classes || undefined}>
      <DocSearchModal
        appId={search.appId}
        apiKey={search.apiKey}
        indexName={search.indexName}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onClose}
        maxResultsPerGroup={5}
        // At most two hits per page, shown together under the page (Algolia's distinct; the
        // embedded index answers it the same way); ten pages fill the modal's groups.
        searchParameters={{ facetFilters: SEARCH_FACET_FILTERS, distinct: 2, hitsPerPage: 10 }}
        transformSearchClient={(defaultClient) => track((client ?? defaultClient) as LiteClient) as never}
        transformItems={(items) => items.map((item) => ({ ...item, url: rewriteResultUrl(item.url, site.baseUrl) }))}
        navigator={{
          navigate: ({ itemUrl }) => go(itemUrl),
          navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
          navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        }}
        hitComponent={({ hit, children }) => (
          <Link href={hit.url} onClick={() => onClose()}>
            {children}
          </Link>
        )}
        resultsFooterComponent={({ state }) => (
          <Link href={searchPageUrl(state.query)} onClick={() => onClose()}>
            See all {(state.context.nbHits as number | undefined) ?? 0} results
          </Link>
        )}
        getMissingResultsUrl={({ query }) => `${site.issuesUrl}/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`}
      />
      {failed && <ErrorScreen />}
    </div>,
    document.body,
  );
}
