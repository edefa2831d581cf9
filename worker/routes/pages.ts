/** GET/HEAD for every docs route: stream the page, or the not-found page with 404. */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { loadSponsorsHtml } from '../sponsors/load.ts';
import { SponsorsBlock } from '../sponsors/slots.ts';
import { docs, findDoc, site } from '../ssr/data.ts';
import { suggestPages } from '../ssr/page-suggestions.ts';
import { faults } from '../faults.ts';
import { crashDocument } from '../ssr/crash-page.ts';
import { renderPage, type RenderedPage } from '../ssr/render-page.tsx';
import { searchSettings } from '../search/settings.ts';
import { PAGE_CACHE_CONTROL } from '../middleware/edge-cache.ts';
import type { ContactFormState } from '../../src/shared/contact.ts';

export function servePage(c: Context<AppEnv>): Promise<Response> {
  return renderDocPage(c, new URL(c.req.url).pathname);
}

export interface PageAnswer {
  /** The contact form's outcome, when the page answers the form's post. */
  contactForm?: ContactFormState;
  /** HTTP status of a page that answers a post (a doc page is otherwise 200). */
  status?: 200 | 400 | 502;
}

/** The page at `path` (or the not-found page), streamed. */
export async function renderDocPage(c: Context<AppEnv>, path: string, answer: PageAnswer = {}): Promise<Response> {
  const doc = findDoc(path) ?? null;
  const origin = c.get('origin');
  const log = c.get('log');
  const status = doc ? 200 : 404;
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    // Pages served from hosts outside the allowlist, and answers to a post, are never cached.
    'Cache-Control': origin.allowed && !answer.contactForm ? PAGE_CACHE_CONTROL : 'no-store',
  };
  // HEAD asks for the headers only: they are known without rendering.
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  // The sponsors block fills the page's slots (renderPage): the page goes out whole if the block is
  // known by then, else it streams. Doc pages show it (TOC column): their block loads while the page
  // renders; other pages read KV only if their content has a slot for it.
  const sponsors = new SponsorsBlock(() => loadSponsorsHtml(c.env, (p) => c.executionCtx.waitUntil(p), log), doc?.layout === 'doc');
  const fault = faults(c.env);
  let page: RenderedPage;
  try {
    if (fault.renderThrows === path) throw new Error('injected render fault');
    // An address under the docs that has no page: offer the pages whose address is close to it.
    const suggestions = !doc && path.startsWith(site.baseUrl) ? suggestPages(path, docs, site.baseUrl) : undefined;
    page = await renderPage({ doc, path, origin, search: searchSettings(c.env), status, log, sponsors, breakStream: fault.streamThrows === path, contactForm: answer.contactForm, suggestions });
  } catch (error) {
    log.error(`render failed for ${path}`, error);
    return c.html(crashDocument(c.get('requestId')), 500, { 'Cache-Control': 'no-store' });
  }
  // The edge cache keeps the page as rendered (empty sponsors slots); never an answer to a post.
  if (doc && !answer.contactForm && c.get('storeCopy')) c.set('cacheCopy', Promise.resolve(page.html));
  return new Response(page.body, { status: doc ? (answer.status ?? status) : status, headers });
}
