/**
 * One page: the shell (navbar, sidebar, TOC, footer) around the page's body, both as HTML. For the
 * request nearly every page view is (an allowed host with the embedded search), both were rendered
 * by the build and the worker only fills in this request's app and playground URLs; any other
 * request gets its shell rendered by React here, by the same function. The sponsors slots are filled
 * as the page goes out: whole if the block is known by then, else streamed (everything before a slot
 * leaves at once, the rest once the block arrives). The page as rendered (slots empty) is what the
 * edge cache stores.
 */
import { isPrerenderedShell, renderShellHtml, splitShell } from '../../src/app/render-shell.tsx';
import type { ShellInfo } from '../../src/app/shell-context.tsx';
import type { ContactFormState } from '../../src/shared/contact.ts';
import type { SearchSettings } from '../../src/shared/search-settings.ts';
import type { SearchPageData } from '../../src/shared/search-view.ts';
import type { BootData, DocMeta, PageSuggestion } from '../../src/shared/types.ts';
import type { OriginInfo } from '../env.ts';
import type { Logger } from '../log.ts';
import { assets } from './data.ts';
import { pageBodyHtml, prerenderedPagePieces, type PagePieces } from './page-body-html.ts';
import { documentHead, documentTail } from './document.ts';
import { joinPieces, NO_SPONSORS, slotsFilled, slotsFilledStream, type SponsorsBlock } from '../sponsors/slots.ts';

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
  /** The not-found page's "Did you mean" links. */
  suggestions?: PageSuggestion[];
}

const encoder = new TextEncoder();

export interface RenderedPage {
  /** What to send: the page whole (its parts, each encoded on its own: see slotsFilled), or a stream while its sponsors block is on its way. */
  body: Blob | ReadableStream<Uint8Array>;
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

/** The shell and body as HTML: as the build rendered them when it foresaw this request, else rendered here. */
async function pagePieces(doc: DocMeta | null, path: string, shell: ShellInfo, searchPage?: SearchPageData, contactForm?: ContactFormState, suggestions?: PageSuggestion[]): Promise<PagePieces> {
  const ahead = doc && !searchPage && !contactForm && isPrerenderedShell(shell) ? await prerenderedPagePieces(doc, shell) : null;
  if (ahead !== null) return ahead;
  const shellHtml = renderShellHtml({ doc, path, shell, searchPage, suggestions });
  if (!doc) return [{ text: shellHtml, gaps: true }];
  const [before, after] = splitShell(shellHtml);
  return [
    { text: before, gaps: true },
    { text: await pageBodyHtml(doc, shell, contactForm), gaps: true },
    { text: after, gaps: true },
  ];
}

export async function renderPage({ doc, path, origin, search, status, searchPage, log, sponsors = NO_SPONSORS, breakStream, contactForm, suggestions }: RenderOptions): Promise<RenderedPage> {
  const shell = shellInfo(origin, search);
  const pieces = await pagePieces(doc, path, shell, searchPage, contactForm, suggestions);
  const middle = joinPieces(pieces);
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
    ...(suggestions?.length ? { suggestions } : {}),
  };
  const tail = documentTail(boot);
  const html = head + middle + tail;
  if (breakStream) return { body: wrapStream(head, breakAfterFirstChunk(slotsFilledStream(pieces, sponsors)), tail, log), html };
  const filled = slotsFilled(pieces, sponsors);
  return { body: filled === null ? wrapStream(head, slotsFilledStream(pieces, sponsors), tail, log) : new Blob([head, ...filled, tail]), html };
}

/** The HTML inside <PageBody> for a client-side navigation: the same HTML as in the full page. */
export function renderPageBodyHtml(doc: DocMeta, origin: OriginInfo, search: SearchSettings): Promise<string> {
  return pageBodyHtml(doc, shellInfo(origin, search));
}
