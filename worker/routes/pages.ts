/** GET/HEAD for every docs route: the page streamed, or the not-found page with 404. */
import type { Context } from 'hono';
import type { ContactFormState } from '../../src/shared/contact.ts';
import type { AppEnv } from '../env.ts';
import { PAGE_CACHE_CONTROL } from '../middleware/edge-cache.ts';
import { searchSettings } from '../search/settings.ts';
import { crashDocument } from '../ssr/crash-page.ts';
import { docs, findDoc, site } from '../ssr/data.ts';
import { suggestPages } from '../ssr/page-suggestions.ts';
import { renderPage } from '../ssr/render-page.tsx';

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
  const status = doc ? 200 : 404;
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    // Pages served from hosts outside the allowlist, and answers to a post, are never cached.
    'Cache-Control': origin.allowed && !answer.contactForm ? PAGE_CACHE_CONTROL : 'no-store',
  };
  // HEAD asks for the headers only: they are known without rendering.
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const log = c.get('log');
  // Doc pages show the sponsors block (TOC column): known now, or streamed when it arrives.
  const known = doc?.layout === 'doc' ? await c.var.sponsors.local() : { html: null };
  let body: ReadableStream<Uint8Array>;
  try {
    body = await renderPage({
      doc,
      path,
      originAllowed: origin.allowed,
      search: searchSettings(c.env),
      status,
      sponsors: known ? known.html : c.var.sponsors.html(),
      nonce: c.get('nonce'),
      log,
      contactForm: answer.contactForm,
      // An address under the docs that has no page: offer the pages whose address is close to it.
      suggestions: !doc && path.startsWith(site.baseUrl) ? suggestPages(path, docs, site.baseUrl) : undefined,
    });
  } catch (error) {
    log.error(`render failed for ${path}`, error);
    return c.html(crashDocument(c.get('requestId')), 500, { 'Cache-Control': 'no-store' });
  }
  return new Response(body, { status: doc ? (answer.status ?? status) : status, headers });
}
