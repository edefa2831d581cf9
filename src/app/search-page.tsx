/**
 * /docs/search: results for `q`, rendered on the server (works without JavaScript); in the browser
 * the input updates the URL and the results as you type.
 */
import { useEffect, useRef, useState } from 'react';
import { rewriteResultUrl, SEARCH_FACET_FILTERS, searchPageUrl } from '../shared/search-settings.ts';
import { groupHitViews, type SearchHitLike, type SearchPageData, type SearchPageResult } from '../shared/search-view.ts';
import { Link } from './router.tsx';
import { createSearchClient } from './search-client.ts';
import { useShell } from './shell-context.tsx';
import { site } from './site-data.ts';

export const HITS_PER_PAGE = 20;
export const MAX_QUERY = 64;

export function SearchPage({ data }: { data: SearchPageData }) {
  const { search } = useShell();
  const [query, setQuery] = useState(data.query);
  const [result, setResult] = useState<SearchPageResult | null>(data.result);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>(data.error ? 'error' : 'idle');
  const request = useRef(0);

  const run = async (q: string, page: number) => {
    const id = ++request.current;
    if (!q.trim()) {
      setResult(null);
      setStatus('idle');
      return;
    }
    setStatus('loading');
    try {
      const client = await createSearchClient(search);
      const { results } = await client.search({
        requests: [{ indexName: search.indexName, query: q, page, hitsPerPage: HITS_PER_PAGE, attributesToSnippet: ['content:30'], facetFilters: SEARCH_FACET_FILTERS }],
      });
      if (id !== request.current) return;
      const first = results[0] as unknown as { hits: SearchHitLike[]; nbHits: number; nbPages: number; page: number };
      setResult({
        groups: groupHitViews(first.hits, (hit) => rewriteResultUrl(hit.url, site.baseUrl)),
        nbHits: first.nbHits,
        nbPages: first.nbPages,
        page: first.page,
      });
      setStatus('idle');
    } catch {
      if (id === request.current) setStatus('error');
    }
  };

  // Arriving by client-side navigation: the server did not compute results, so fetch them.
  useEffect(() => {
    if (data.result === null && data.query && !data.error) void run(data.query, data.page);
    // Once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const onInput = (value: string) => {
    const q = value.slice(0, MAX_QUERY);
    setQuery(q);
    window.history.replaceState(null, '', searchPageUrl(q));
    void run(q, 0);
  };

  const page = result?.page ?? data.page;
  return (
    <main id="main" className="search-page" tabIndex={-1}>
      <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
      <form className="search-page-form" role="search" aria-label="Search query" action="/docs/search" method="get" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search the docs
        </label>
        <input id="search-page-input" name="q" type="search" value={query} maxLength={MAX_QUERY} autoComplete="off" placeholder="Type to search" onChange={(e) => onInput(e.target.value)} />
      </form>
      <div aria-live="polite">
        {status === 'error' ? (
          <div className="search-page-error" role="alert">
            <p className="search-page-error-title">Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        ) : status === 'loading' && !result ? (
          <p>Searching…</p>
        ) : result && result.nbHits === 0 ? (
          <p className="search-page-empty">{`No results for "${query}".`}</p>
        ) : result ? (
          <p className="search-page-count">
            {`${result.nbHits} ${result.nbHits === 1 ? 'result' : 'results'}${result.nbPages > 1 ? ` · page ${page + 1} of ${result.nbPages}` : ''}`}
          </p>
        ) : null}
      </div>
      {result && result.groups.length > 0 && status !== 'error' && (
        <ol className="search-results">
          {result.groups.map((group) => (
            <li key={group.url} className="search-result">
              <Link href={group.url} className="search-result-title">
                <span dangerouslySetInnerHTML={{ __html: group.titleHtml }} />
              </Link>
              <p className="search-result-breadcrumb">{group.breadcrumb.join(' › ')}</p>
              {group.snippetHtml && <p className="search-result-snippet" dangerouslySetInnerHTML={{ __html: group.snippetHtml }} />}
              {group.sections.length > 0 && (
                <ul className="search-result-sections" aria-label={`More in ${group.titleText}`}>
                  {group.sections.map((section) => (
                    <li key={section.url}>
                      <Link href={section.url} className="search-result-section">
                        {section.breadcrumb.slice(1).join(' › ') || section.titleText}
                      </Link>
                      {section.snippetHtml && <p className="search-result-snippet" dangerouslySetInnerHTML={{ __html: section.snippetHtml }} />}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {result && result.nbPages > 1 && (
        <nav className="pagination" aria-label="Search result pages">
          {page > 0 && (
            <Link href={searchPageUrl(query, page - 1)} className="pagination-link prev">
              <span className="pagination-sub">Previous</span>
              <span className="pagination-label">« Page {page}</span>
            </Link>
          )}
          {page + 1 < result.nbPages && (
            <Link href={searchPageUrl(query, page + 1)} className="pagination-link next">
              <span className="pagination-sub">Next</span>
              <span className="pagination-label">Page {page + 2} »</span>
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}
