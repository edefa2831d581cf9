/**
 * One page: React renders the shell (navbar, sidebar, TOC, footer) around a mark where the page's
 * body goes; the body's HTML, rendered at build time, takes the mark's place without passing
 * through React. The page streams out with its sponsors slots filled: everything before a slot
 * leaves at once, the rest once the block is known. The page as rendered (slots empty) is what
 * the edge cache stores.
 */
import { renderToString } from 'react-dom/server';
import { App, type PageProps } from '../../src/app/app.tsx';
import { PageBody } from '../../src/app/page-body.tsx';
import type { ShellInfo } from '../../src/app/shell-context.tsx';
import type { ContactFormState } from '../../src/shared/contact.ts';
import type { SearchSettings } from '../../src/shared/search-settings.ts';
import type { SearchPageData } from '../../src/shared/search-view.ts';
import type { BootData, DocMeta } from '../../src/shared/types.ts';
import type { OriginInfo } from '../env.ts';
import type { Logger } from '../log.ts';
import { assets } from './data.ts';
import { pageBodyHtml } from './page-body-html.ts';
import { documentHead, documentTail } from './document.ts';
import { slotsFilledStream, type SponsorsBlock } from '../sponsors/slots.ts';

export interface RenderOptions {
  doc: DocMeta | null;
  path: string;
  origin: OriginInfo;
  search: SearchSettings;
  status: 200 | 404;
  /** Renders the search page instead of a doc. */
  searchPage?: SearchPageData;
  log: Logger;
  /** The sponsors block for the page's slots (default: none). */
  sponsors?: SponsorsBlock;
  /** Test-only fault: the body stream errors after the first chunk. */
  breakStream?: boolean;
  /** The contact form's outcome and what was typed, when the page answers the form's post. */
  contactForm?: ContactFormState;
}

const encoder = new TextEncoder();

export interface RenderedPage {
  stream: ReadableStream<Uint8Array>;
  /** The page as rendered, its sponsors slots empty. */
  html: string;
}

/** prefix + body + suffix as one stream; if the body fails midway the document is still closed. */
function wrapStream(prefix: string, body: ReadableStream<Uint8Array>, suffix: string, log: Logger): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  void (async () => {
    await writer.write(encoder.encode(prefix));
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await writer.write(value);
      }
    } catch (error) {
      log.error('ssr: stream failed midway; closing the document', error);
    }
    await writer.write(encoder.encode(suffix));
    await writer.close();
  })().catch(() => {
    writer.abort().catch(() => {});
  });
  return readable;
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

/** Where the body's HTML goes in the shell React renders (a comment: React writes dangerouslySetInnerHTML as is). */
const BODY_MARK = '<!--page-body-->';

export async function renderPage({ doc, path, origin, search, status, searchPage, log, sponsors, breakStream, contactForm }: RenderOptions): Promise<RenderedPage> {
  const shell = shellInfo(origin, search);
  const body = doc ? await pageBodyHtml(doc, shell, contactForm) : '';
  const page: PageProps | null = doc ? { meta: doc, body: <PageBody html={BODY_MARK} /> } : null;
  // A string, not a stream: nothing in the shell waits, and a stream's per-chunk encoding would add
  // to every render. A render error throws (the route answers with the crash page).
  const shellHtml = renderToString(<App page={page} router={{ path }} shell={shell} sponsors={undefined} searchPage={searchPage} />);
  const at = doc ? shellHtml.indexOf(BODY_MARK) : -1;
  const middle = at < 0 ? shellHtml : shellHtml.slice(0, at) + body + shellHtml.slice(at + BODY_MARK.length);
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
  const tail = documentTail(boot);
  const filled = slotsFilledStream(middle, sponsors ?? (async () => null));
  return { stream: wrapStream(head, breakStream ? breakAfterFirstChunk(filled) : filled, tail, log), html: head + middle + tail };
}

/** The HTML inside <PageBody> for a client-side navigation: the same HTML as in the full page. */
export function renderPageBodyHtml(doc: DocMeta, origin: OriginInfo, search: SearchSettings): Promise<string> {
  return pageBodyHtml(doc, shellInfo(origin, search));
}
