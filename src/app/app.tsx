/** The whole page below <body>: rendered by the worker, hydrated by the client with the same props. */
import { useCallback, useState, type ReactNode } from 'react';
import { BASE_URL_BANNER_ID } from '../shared/pre-paint.ts';
import type { SearchPageData } from '../shared/search-view.ts';
import type { DocMeta, PageSuggestion } from '../shared/types.ts';
import { AnnouncementBar } from './announcement-bar.tsx';
import { DocLayout } from './doc-layout.tsx';
import { Drawer } from './drawer.tsx';
import { PageErrorBoundary } from './error-boundary.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { NotFound } from './not-found.tsx';
import { RouterContext, type Navigator } from './router.tsx';
import { SearchPage } from './search-page.tsx';
import { SearchProvider } from './search.tsx';
import { ShellContext, type ShellInfo } from './shell-context.tsx';
import { sidebars, site } from './site-data.ts';
import { SponsorsContext, type SponsorsSource } from './sponsors.tsx';

export interface PageProps {
  meta: DocMeta;
  /** A <PageBody>: the rendered MDX on the server, its HTML in the browser. */
  body: ReactNode;
}

export interface AppProps {
  /** null renders the not-found page. */
  page: PageProps | null;
  router: Navigator;
  shell: ShellInfo;
  sponsors: SponsorsSource;
  /** Set on /docs/search. */
  searchPage?: SearchPageData;
  /** The not-found page's "Did you mean" links. */
  suggestions?: PageSuggestion[];
}

function OriginNotice() {
  return (
    <div className="origin-notice" role="alert">
      This copy of the LiveCodes documentation is served from an origin that is not allowed. Read the official docs at{' '}
      <a href="https://livecodes.io/docs/">livecodes.io/docs</a>.
    </div>
  );
}

/** Shown (by the pre-paint script) on the home page when the client app never started. */
function BaseUrlBanner() {
  return (
    <div id={BASE_URL_BANNER_ID} className="base-url-banner" role="alert" hidden>
      The site did not load properly: its scripts and styles could not be loaded. This usually means the site is served
      under a different base URL than it was built for (<code>{site.baseUrl}</code>). Check the base URL configuration of
      your deployment.
    </div>
  );
}

export function App({ page, router, shell, sponsors, searchPage, suggestions }: AppProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const content = page?.body;
  const sidebar = page?.meta.sidebar ? (sidebars[page.meta.sidebar] ?? []) : (sidebars.docs ?? []);
  return (
    <RouterContext value={router}>
      <ShellContext value={shell}>
        <SponsorsContext value={sponsors}>
          <SearchProvider>
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          {site.announcement && <AnnouncementBar announcement={site.announcement} />}
          <Navbar onMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
          <Drawer open={menuOpen} onClose={closeMenu} sidebar={sidebar} />
          {!shell.originAllowed && <OriginNotice />}
          <div className="main-wrapper">
            <PageErrorBoundary resetKey={router.path}>
              {searchPage ? (
                <SearchPage key={`${searchPage.query}|${searchPage.page}`} data={searchPage} />
              ) : !page ? (
                <NotFound suggestions={suggestions} />
              ) : page.meta.layout === 'home' ? (
                <main id="main" className="home" tabIndex={-1}>
                  <BaseUrlBanner />
                  {content}
                </main>
              ) : (
                <DocLayout meta={page.meta}>{content}</DocLayout>
              )}
            </PageErrorBoundary>
          </div>
          <Footer />
          </SearchProvider>
        </SponsorsContext>
      </ShellContext>
    </RouterContext>
  );
}
