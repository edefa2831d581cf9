/** The whole page below <body>: rendered by the worker, hydrated by the client with the same props. */
import type { ComponentType } from 'react';
import type { DocMeta } from '../shared/types.ts';
import { mdxComponents } from '../mdx/components.tsx';
import { AnnouncementBar } from './announcement-bar.tsx';
import { DocLayout } from './doc-layout.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { NotFound } from './not-found.tsx';
import { RouterContext, type Navigator } from './router.tsx';
import { ShellContext, type ShellInfo } from './shell-context.tsx';
import { site } from './site-data.ts';
import { SponsorsContext, type SponsorsSource } from './sponsors.tsx';

export interface PageProps {
  meta: DocMeta;
  Content: ComponentType<{ components?: Record<string, unknown> }>;
}

export interface AppProps {
  /** null renders the not-found page. */
  page: PageProps | null;
  router: Navigator;
  shell: ShellInfo;
  sponsors: SponsorsSource;
}

function OriginNotice() {
  return (
    <div className="origin-notice" role="alert">
      This copy of the LiveCodes documentation is served from an origin that is not allowed. Read the official docs at{' '}
      <a href="https://livecodes.io/docs/">livecodes.io/docs</a>.
    </div>
  );
}

export function App({ page, router, shell, sponsors }: AppProps) {
  const content = page ? <page.Content components={mdxComponents} /> : null;
  return (
    <RouterContext value={router}>
      <ShellContext value={shell}>
        <SponsorsContext value={sponsors}>
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          {site.announcement && <AnnouncementBar announcement={site.announcement} />}
          <Navbar />
          {!shell.originAllowed && <OriginNotice />}
          <div className="main-wrapper">
            {!page ? (
              <NotFound />
            ) : page.meta.layout === 'home' ? (
              <main id="main" className="home" tabIndex={-1}>
                {content}
              </main>
            ) : (
              <DocLayout meta={page.meta}>
                {content}
              </DocLayout>
            )}
          </div>
          <Footer />
        </SponsorsContext>
      </ShellContext>
    </RouterContext>
  );
}
