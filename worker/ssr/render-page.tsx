/**
 * Streams one page: the document head goes out at once, then React's stream of the body, then the
 * closing tags. Sponsors slots stay empty here: the route fills them as the page is served.
 */
import { renderToReadableStream } from 'react-dom/server';
import { App, type PageProps } from '../../src/app/app.tsx';
import { PageBody } from '../../src/app/page-body.tsx';
import type { ShellInfo } from '../../src/app/shell-context.tsx';
import type { SearchSettings } from '../../src/shared/search-settings.ts';
import type { SearchPageData } from '../../src/shared/search-view.ts';
import type { BootData, DocMeta } from '../../src/shared/types.ts';
import type { OriginInfo } from '../env.ts';
import type { Logger } from '../log.ts';
import { assets } from './data.ts';
import { pageBodyHtml } from './page-body-html.ts';
import { documentHead, documentTail } from './document.ts';

export interface RenderOptions {
  doc: DocMeta | null;
  path: string;
  origin: OriginInfo;
  search: SearchSettings;
  status: 200 | 404;
  /** Renders the search page instead of a doc. */
  searchPage?: SearchPageData;
  /** CSP nonce for React's inline streaming scripts. */
  nonce?: string;
  log: Logger;
  /** Test-only fault: the body stream errors after the first chunk. */
  breakStream?: boolean;
}

const encoder = new TextEncoder();

export interface RenderedPage {
  stream: ReadableStream<Uint8Array>;
  /** Settles once the stream is written: true when the whole body rendered (fit to cache). */
  complete: Promise<boolean>;
}

/** prefix + body + suffix as one stream; if the body fails midway the document is still closed. */
function wrapStream(prefix: string, body: ReadableStream<Uint8Array>, suffix: string, log: Logger): RenderedPage {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const complete = (async () => {
    let whole = true;
    await writer.write(encoder.encode(prefix));
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await writer.write(value);
      }
    } catch (error) {
      whole = false;
      log.error('ssr: stream failed midway; closing the document', error);
    }
    await writer.write(encoder.encode(suffix));
    await writer.close();
    return whole;
  })().catch(() => {
    writer.abort().catch(() => {});
    return false;
  });
  return { stream: readable, complete };
}

function breakAfterFirstChunk(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let chunks = 0;
  return body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        if (chunks++ > 0) throw new Error('injected stream fault');
        controller.enqueue(chunk);
      },
    }),
  );
}

const shellInfo = (origin: OriginInfo, search: SearchSettings): ShellInfo => ({
  appUrl: origin.appUrl,
  playgroundUrl: origin.playgroundUrl,
  originAllowed: origin.allowed,
  search,
  searchCssUrl: assets.searchCssUrl,
});

export async function renderPage({ doc, path, origin, search, status, searchPage, nonce, log, breakStream }: RenderOptions): Promise<RenderedPage> {
  // The body is HTML rendered at build time (worker/ssr/page-body-html.ts): React renders the shell around it.
  const page: PageProps | null = doc ? { meta: doc, body: <PageBody html={await pageBodyHtml(doc, shellInfo(origin, search))} /> } : null;
  const body = await renderToReadableStream(
    <App page={page} router={{ path }} shell={shellInfo(origin, search)} sponsors={undefined} searchPage={searchPage} />,
    {
      nonce,
      onError(error) {
        log.error('ssr: render error', error);
      },
    },
  );
  const head = documentHead({
    doc,
    title: searchPage ? (searchPage.query ? `Search results for "${searchPage.query}"` : 'Search the documentation') : (doc?.title ?? 'Page Not Found'),
    description: searchPage ? 'Search the LiveCodes documentation.' : (doc?.description ?? 'The page you are looking for does not exist in the LiveCodes documentation.'),
    originAllowed: origin.allowed,
  });
  const boot: BootData = {
    meta: doc,
    status,
    appUrl: origin.appUrl,
    playgroundUrl: origin.playgroundUrl,
    originAllowed: origin.allowed,
    buildId: assets.buildId,
    search,
    searchCssUrl: assets.searchCssUrl,
    ...(searchPage ? { searchPage } : {}),
  };
  return wrapStream(head, breakStream ? breakAfterFirstChunk(body) : body, documentTail(boot), log);
}

/** The HTML inside <PageBody> for a client-side navigation: the same HTML as in the full page. */
export function renderPageBodyHtml(doc: DocMeta, origin: OriginInfo, search: SearchSettings): Promise<string> {
  return pageBodyHtml(doc, shellInfo(origin, search));
}
