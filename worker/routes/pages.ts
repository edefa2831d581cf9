/** GET/HEAD for every docs route: stream the page, or the not-found page with 404. */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { loadSponsorsHtml } from '../sponsors/load.ts';
import { findDoc } from '../ssr/data.ts';
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
  // Only doc pages show the sponsors block (TOC column, /docs/sponsor); don't touch KV for others.
  const sponsors = doc?.layout === 'doc' ? loadSponsorsHtml(c.env, (p) => c.executionCtx.waitUntil(p), log) : null;
  const status = doc ? 200 : 404;
  const fault = faults(c.env);
  let page: RenderedPage;
  try {
    if (fault.renderThrows === path) throw new Error('injected render fault');
    page = await renderPage({ doc, path, origin, search: searchSettings(c.env), nonce: c.get('nonce'), sponsors, status, log, breakStream: fault.streamThrows === path, contactForm: answer.contactForm });
  } catch (error) {
    log.error(`render failed for ${path}`, error);
    return c.html(crashDocument(c.get('requestId')), 500, { 'Cache-Control': 'no-store' });
  }
  // The edge cache keeps a page only if it rendered whole and its sponsors block loaded.
  if (doc) c.set('cacheable', Promise.all([page.complete, sponsors ?? true]).then(([whole, block]) => whole && block !== null));
  return new Response(page.stream, {
    status: doc ? (answer.status ?? status) : status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // Pages served from hosts outside the allowlist, and answers to a post, are never cached.
      'Cache-Control': origin.allowed && !answer.contactForm ? PAGE_CACHE_CONTROL : 'no-store',
    },
  });
}
