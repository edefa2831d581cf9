import type { ReactNode } from 'react';
import { prevNext } from '../shared/sidebar.ts';
import type { DocMeta } from '../shared/types.ts';
import { BackToTop } from './back-to-top.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { PageActions } from './page-actions.tsx';
import { Link, useRouter } from './router.tsx';
import { Sidebar } from './sidebar.tsx';
import { sidebars, site } from './site-data.ts';
import { Sponsors } from './sponsors.tsx';
import { TableOfContents } from './toc.tsx';

export function DocLayout({ meta, children }: { meta: DocMeta; children: ReactNode }) {
  const { title, toc, sidebar, hideToc, showSponsors, source } = meta;
  const { path } = useRouter();
  const items = sidebar ? (sidebars[sidebar] ?? []) : [];
  const { prev, next } = prevNext(items, path);
  return (
    <div className="doc-layout">
      {items.length > 0 && (
        <div className="doc-sidebar">
          <Sidebar items={items} />
        </div>
      )}
      <main id="main" className={hideToc ? 'doc-main' : 'doc-main has-toc'} tabIndex={-1}>
        <div className="doc-column">
          <div className="doc-header">
            <div className="doc-header-bar">
              <Breadcrumbs items={items} path={path} title={title} />
              <PageActions path={path} />
            </div>
          </div>
          {toc.length > 0 && !hideToc && (
            <details className="toc-mobile">
              <summary>On this page</summary>
              <TableOfContents toc={toc} heading={false} />
            </details>
          )}
          <article className="markdown">
            <h1>{title}</h1>
            {children}
            {showSponsors && <Sponsors placeholder />}
          </article>
          <footer className="doc-footer">
            {source && (
              <a className="edit-link" href={site.editUrl + source} target="_blank" rel="noopener noreferrer">
                Edit this page
                <span className="external-icon" aria-hidden="true">
                  ↗
                </span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
            {(prev || next) && (
              <nav className="pagination" aria-label="Docs pages">
                {prev && (
                  <Link href={prev.href} className="pagination-link prev">
                    <span className="pagination-sub">Previous</span>
                    <span className="pagination-label">« {prev.label}</span>
                  </Link>
                )}
                {next && (
                  <Link href={next.href} className="pagination-link next">
                    <span className="pagination-sub">Next</span>
                    <span className="pagination-label">{next.label} »</span>
                  </Link>
                )}
              </nav>
            )}
          </footer>
        </div>
        {!hideToc && (
          <div className="toc-column">
            <div className="toc-sticky">
              <TableOfContents toc={toc} />
              <Sponsors />
            </div>
          </div>
        )}
        <BackToTop />
      </main>
    </div>
  );
}
