import type { PageSuggestion } from '../shared/types.ts';
import { Link } from './router.tsx';
import { SearchBox } from './search.tsx';

export function NotFound({ suggestions = [] }: { suggestions?: PageSuggestion[] }) {
  return (
    <main id="main" className="not-found" tabIndex={-1}>
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      {suggestions.length > 0 && (
        <section className="not-found-suggestions" aria-labelledby="not-found-suggestions-title">
          <h2 id="not-found-suggestions-title">Did you mean</h2>
          <ul>
            {suggestions.map((page) => (
              <li key={page.path}>
                <Link href={page.path}>{page.title}</Link>
                <span className="not-found-suggestion-path">{page.path}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <SearchBox id="not-found-search" name="Search for the page" />
      <ul className="not-found-links">
        <li>
          <Link href="/docs/">Docs home</Link>
        </li>
        <li>
          <Link href="/docs/overview">Overview</Link>
        </li>
        <li>
          <Link href="/docs/getting-started">Getting started</Link>
        </li>
        <li>
          <Link href="/docs/features">Features</Link>
        </li>
        <li>
          <Link href="/docs/sdk">SDK</Link>
        </li>
      </ul>
    </main>
  );
}
