import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/shared/types.ts';
import { baseUrl, gotoHydrated, hasBrowser, useBrowser } from './browser.ts';

/** The build's settings: playgrounds open the app it names. */
const site = JSON.parse(readFileSync(join(import.meta.dirname, '../../.generated/site.json'), 'utf8')) as SiteConfig;

describe.skipIf(!hasBrowser)('live embeds', () => {
  const open = useBrowser();

  it('creates the playground iframe, with the right URL, when the embed scrolls into view', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 500 } });
    await gotoHydrated(page, '/docs/examples/display-modes/codeblock');
    const embed = page.locator('.livecodes-embed');
    // The playground itself cannot load offline: assert the iframe's URL, not the app.
    await expect.poll(() => embed.locator('iframe').count(), { timeout: 10000 }).toBe(1);
    const src = new URL((await embed.locator('iframe').getAttribute('src'))!);
    // Screen readers announce the frame by its title.
    await expect.poll(() => embed.locator('iframe').getAttribute('title')).toMatch(/\S/);
    expect(src.origin).toBe(new URL(site.playgroundUrl).origin);
    expect(src.searchParams.get('template')).toBe('react');
    expect(src.searchParams.get('mode') ?? src.hash).toBeTruthy();
  });

  it('starts the playground on a page opened directly, when the sponsors block arrives after hydration', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 700 } });
    // The page as the worker serves it while the sponsors feed is down and KV is empty: no block.
    await page.route('**/docs/getting-started', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<div class="sponsors" data-sponsors="">[\s\S]*?<\/div>/g, '');
      await route.fulfill({ response, body: html });
    });
    // The browser then asks for the block, and this time it comes, as HTML.
    await page.route('**/docs/sponsors.json', (route) => route.fulfill({ json: { html: '<p>Sponsored by <a href="https://sponsor.example/">Example</a></p>' } }));
    await gotoHydrated(page, '/docs/getting-started');
    await expect.poll(() => page.locator('.toc-column [data-sponsors]').count(), { timeout: 10000 }).toBe(1);
    const embed = page.locator('.livecodes-embed').first();
    await embed.scrollIntoViewIfNeeded();
    await expect.poll(() => embed.locator('iframe').count(), { timeout: 10000 }).toBe(1);
  });

  it('starts a playground whose element was swapped for a copy after the page loaded', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 700 } });
    await gotoHydrated(page, '/docs/getting-started');
    // Any DOM swap (an extension, a script, a re-render): the embed in view is a new element.
    await page.evaluate(() => {
      const body = document.querySelector('.page-body')!;
      body.innerHTML = body.innerHTML;
    });
    const embed = page.locator('.livecodes-embed').first();
    await embed.scrollIntoViewIfNeeded();
    await expect.poll(() => embed.locator('iframe').count(), { timeout: 10000 }).toBe(1);
  });

  it('waits until the embed is near the viewport before loading it', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 400 } });
    await gotoHydrated(page, '/docs/features/display-modes');
    const embeds = page.locator('.livecodes-embed');
    expect(await embeds.count()).toBeGreaterThan(0);
    const last = embeds.last();
    expect(await last.locator('iframe').count()).toBe(0);
    expect(await last.textContent()).toContain('Open in LiveCodes');
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.locator('iframe').count(), { timeout: 10000 }).toBe(1);
  });

  it('starts an embed once a fifth of it is on screen, not when its edge peeks in', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 600 } });
    await gotoHydrated(page, '/docs/features/display-modes');
    const last = page.locator('.livecodes-embed').last();
    // Scroll so that only the top tenth of the last embed is in the viewport.
    await last.evaluate((el) => {
      const { top, height } = el.getBoundingClientRect();
      window.scrollBy(0, top - window.innerHeight + height * 0.1);
    });
    await page.waitForTimeout(600);
    expect(await last.locator('iframe').count()).toBe(0);
    await last.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().height * 0.3));
    await expect.poll(() => last.locator('iframe').count(), { timeout: 10000 }).toBe(1);
  });

  it('gives runnable code blocks an "Open in LiveCodes" link to the app the site is built for', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/languages/python');
    const link = page.locator('.code-open').first();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${site.playgroundUrl.replaceAll('.', '\\.')}#config=code`));
  });
});

describe.skipIf(!hasBrowser)('live embeds whose app does not answer', () => {
  const open = useBrowser();
  const PAGE = '/docs/examples/display-modes/codeblock';
  /** Requests to the playground app: anything not for the docs server. */
  const toApp = (url: URL) => url.origin !== new URL(baseUrl).origin;

  it("shows the site's own message and the 'Open in LiveCodes' link, not the browser's error page", async () => {
    const { page } = await open({ viewport: { width: 1280, height: 900 } });
    // The app's server answers with an error page: the frame's load event fires, the app never says it is ready.
    await page.route(toApp, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }));
    // Fake time, so the test need not wait out the real timeout.
    await page.clock.install();
    await gotoHydrated(page, PAGE);
    const embed = page.locator('.livecodes-embed').first();
    await embed.scrollIntoViewIfNeeded();
    await expect.poll(() => embed.locator('iframe').count(), { timeout: 10000 }).toBe(1);
    await page.waitForTimeout(500);
    await page.clock.fastForward(60_000);
    await expect.poll(() => embed.locator('.livecodes-embed-status').textContent(), { timeout: 10000 }).toMatch(/could not be loaded/);
    expect(await embed.locator('.livecodes-embed-status').isVisible()).toBe(true);
    expect(await embed.getByRole('link', { name: /Open in LiveCodes/ }).isVisible()).toBe(true);
    // The failed frame stays out of sight and out of the tab order.
    expect(await embed.locator('iframe').isVisible()).toBe(false);
  });

  it('shows the playground once the app says it is ready', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 900 } });
    // A stand-in app: it answers and, once loaded, announces itself ready the way the LiveCodes app does.
    const app = `<p>app</p><script>addEventListener('load', () => setTimeout(() => parent.postMessage({ type: 'livecodes-ready' }, '*'), 100))</script>`;
    await page.route(toApp, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: app }));
    await gotoHydrated(page, PAGE);
    const embed = page.locator('.livecodes-embed').first();
    await embed.scrollIntoViewIfNeeded();
    await expect.poll(() => embed.locator('iframe').isVisible(), { timeout: 10000 }).toBe(true);
    expect(await embed.locator('.livecodes-embed-placeholder').count()).toBe(0);
  });
});
