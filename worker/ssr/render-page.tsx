/**
 * One page, streamed by React: the shell (navbar, sidebar, table of contents, footer) rendered for
 * this request around the page's body, which the build made (build/bodies.tsx) and which goes in as
 * HTML. The sponsors block is in Suspense: when it is at hand it is part of the page at once; while
 * it is on its way the page streams, and React sends the block (with a script carrying the CSP
 * nonce that puts it in place) when it arrives.
 */
import { renderToReadableStream } from 'react-dom/server';
import { App } from '../../src/app/app.tsx';
import { PageBody } from '../../src/app/page-body.tsx';
import type { ShellInfo } from '../../src/app/shell-context.tsx';
import type { SponsorsSource } from '../../src/app/sponsors.tsx';
import type { ContactFormState } from '../../src/shared/contact.ts';
import type { SearchSettings } from '../../src/shared/search-settings.ts';
import type { SearchPageData } from '../../src/shared/search-view.ts';
import type { BootData, DocMeta, PageSuggestion } from '../../src/shared/types.ts';
import type { Logger } from '../log.ts';
import { withContactFormState } from './contact-form-answer.tsx';
import { assets, bodyOf, site } from './data.ts';
import { documentHead, documentTail } from './document.ts';
import { documentStream } from './document-stream.ts';

export interface RenderOptions {
  doc: DocMeta | null;
  path: string;
  originAllowed: boolean;
  search: SearchSettings;
  status: 200 | 404;
  /** Renders the search page instead of a doc. */
  searchPage?: SearchPageData;
  /** The sponsors block: its HTML (or null for none) when known, else a promise of it. */
  sponsors: SponsorsSource;
  /** This answer's CSP nonce, for React's inline scripts. */
  nonce: string;
  log: Logger;
  /** The contact form's outcome and what was typed, when the page answers the form's post. */
  contactForm?: ContactFormState;
  /** The not-found page's "Did you mean" links. */
  suggestions?: PageSuggestion[];
}

/** The whole document as a stream. Rejects when the shell cannot be rendered (the route then answers 500). */
export async function renderPage({ doc, path, originAllowed, search, status, searchPage, sponsors, nonce, log, contactForm, suggestions }: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  const shell: ShellInfo = { playgroundUrl: site.playgroundUrl, originAllowed, search, searchCssUrl: assets.searchCssUrl };
  const body = doc ? bodyOf(doc) : '';
  const page = doc ? { meta: doc, body: <PageBody html={contactForm ? withContactFormState(body, contactForm) : body} /> } : null;
  const stream = await renderToReadableStream(<App page={page} router={{ path }} shell={shell} sponsors={sponsors} searchPage={searchPage} suggestions={suggestions} />, {
    nonce,
    onError: (error) => log.error(`ssr: render error on ${path}`, error),
  });
  const head = documentHead({
    doc,
    title: searchPage ? (searchPage.query ? `Search results for "${searchPage.query}"` : 'Search the documentation') : (doc?.title ?? 'Page Not Found'),
    description: searchPage ? 'Search the LiveCodes documentation.' : (doc?.description ?? 'The page you are looking for does not exist in the LiveCodes documentation.'),
    originAllowed,
  });
  const boot: BootData = {
    meta: doc,
    status,
    originAllowed,
    buildId: assets.buildId,
    search,
    searchCssUrl: assets.searchCssUrl,
    ...(searchPage ? { searchPage } : {}),
    ...(suggestions?.length ? { suggestions } : {}),
  };
  return documentStream(head, stream, documentTail(boot), log);
}
