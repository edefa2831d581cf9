/**
 * Every URL of the old Docusaurus site still works: each path it served, in each form it answered
 * (bare, trailing slash, `.html`, `/index.html`), gets 200 or one redirect to the right page, which
 * answers 200; the Markdown copies of its docs (`x.html.md`) redirect once to the Markdown twins.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { redirects } from '../../content/redirects.ts';
import { canonicalPath } from '../../src/shared/paths.ts';
import { API_PAGES, CATEGORY_INDEXES, FOLDER_PATHS, HOME_AND_TOP_LEVEL, LANGUAGE_PAGES, MARKDOWN_COPIES, OTHER_OUTPUTS, SECTION_PAGES } from '../data/docusaurus-v47-routes.ts';
import { env } from 'cloudflare:test';
import { callWorker, get, isolateNetwork, ORIGIN, sponsorsUpstream } from './helpers.ts';

beforeEach(() => {
  isolateNetwork();
  sponsorsUpstream().reply(200, { sponsors: [] }).persist();
});

const isFile = (path: string) => /\.(txt|xml|md)$/.test(path);
const leadsFolder = new Set([...CATEGORY_INDEXES, ...API_PAGES.filter((p) => p === '/docs/api' || p === '/docs/api/internal'), ...FOLDER_PATHS]);

/** The forms of an old path that Docusaurus answered. */
function forms(path: string): string[] {
  if (path === '/docs/') return ['/docs/', '/docs', '/docs/index.html'];
  if (isFile(path)) return [path];
  const list = [path, `${path}/`, `${path}.html`];
  if (leadsFolder.has(path)) list.push(`${path}/index.html`);
  return list;
}

/** Where an old path must end up: its moved page, or itself in canonical form; a Markdown copy, the page's Markdown twin. */
const destination = (path: string) =>
  path.endsWith('.html.md') ? path.replace(/(\/index)?\.html\.md$/, '.md') : (redirects[canonicalPath(path)] ?? canonicalPath(path));

// Pages off, like the other worker tests: each answer must come from this build, not an earlier test's copy.
const testEnv = { ...env, PAGE_CACHE_SECONDS: '0' };
const isStaticFile = (path: string) => /\.(txt|xml|md)$/.test(path) && !path.endsWith('.html.md');

/**
 * Each URL is asked once (its status and redirect), so every page renders once however many old
 * forms lead to it. Static files are asked of the static-asset layer that answers them before the
 * worker runs, everything else of the worker's fetch handler (through SELF, the pool slows down with
 * every request: about a thousand here).
 */
const answers = new Map<string, Promise<{ status: number; location: string | null }>>();
function answer(url: string) {
  if (!answers.has(url)) {
    const asked = isStaticFile(new URL(url, ORIGIN).pathname) ? env.ASSETS.fetch(new URL(url, ORIGIN)) : callWorker(`${ORIGIN}${url}`, {}, testEnv);
    answers.set(
      url,
      asked.then(async (res) => {
        await res.body?.cancel();
        return { status: res.status, location: res.headers.get('Location') };
      }),
    );
  }
  return answers.get(url)!;
}

/** What is wrong with one old URL, or null when it works. */
async function problem(url: string, expected: string): Promise<string | null> {
  const { status, location } = await answer(url);
  if (status === 200) return canonicalPath(url) === expected ? null : `${url}: 200 under a form that is not canonical (expected ${expected})`;
  if (status !== 301) return `${url}: ${status}, neither 200 nor a permanent redirect`;
  const target = new URL(location ?? '', ORIGIN);
  if (target.pathname !== expected) return `${url}: redirects to ${target.pathname}, expected ${expected}`;
  const final = (await answer(target.pathname + target.search)).status;
  return final === 200 ? null : `${url}: redirects to ${target.pathname}, which answers ${final}`;
}

const sections = { HOME_AND_TOP_LEVEL, CATEGORY_INDEXES, SECTION_PAGES, LANGUAGE_PAGES, API_PAGES, FOLDER_PATHS, OTHER_OUTPUTS, MARKDOWN_COPIES };

describe('old URLs of the Docusaurus site', () => {
  it('covers the whole old site', () => {
    // Home and 12 top-level pages, 7 category pages, 67 section pages, 97 languages and pyodide,
    // 42 API pages, 1 folder, 4 other outputs, and the Markdown copies of the 222 docs in the sidebars.
    expect(new Set(Object.values(sections).flat()).size).toBe(232 + 222);
  });

  it('answers the Markdown copy of a page that never existed with the not-found page', async () => {
    const res = await get('/docs/no-such-page.html.md');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  // One test per section (a test per URL spends most of its time on per-test set-up): each lists every URL that fails.
  it.each(Object.entries(sections))('%s: every form answers 200 or redirects once to the right page', async (_, paths) => {
    const urls = paths.flatMap((path) => forms(path).map((url) => [url, destination(path)] as const));
    const problems: string[] = [];
    // A few at a time: the worker renders each page in full.
    for (let i = 0; i < urls.length; i += 8) {
      for (const found of await Promise.all(urls.slice(i, i + 8).map(([url, expected]) => problem(url, expected)))) if (found) problems.push(found);
    }
    expect(problems).toEqual([]);
    // Up to a hundred full page renders per section, on a machine that may be busy.
  }, 120_000);
});
