import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/shared/types.ts';
import { afterFrames, baseUrl, gotoHydrated, hasBrowser, useBrowser } from './browser.ts';

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
    // The browser has worked out what shows of the embed at this scroll: a second observer, made now,
    // reports it in the same step as the site's.
    await last.evaluate((el) => new Promise<void>((resolve) => new IntersectionObserver((_, observer) => (observer.disconnect(), resolve()), { threshold: [0, 0.2] }).observe(el)));
    await afterFrames(page);
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
  /** A stand-in app: it answers and says hello as the LiveCodes app does; `ready` says it is ready too. */
  const standIn = (ready: boolean) =>
    `<p>app</p><script>parent.postMessage({ type: 'livecodes-init', payload: { appVersion: 'v47' } }, '*');
    ${ready ? "addEventListener('load', () => setTimeout(() => parent.postMessage({ type: 'livecodes-ready' }, '*'), 100));" : ''}</script>`;
  const status = (embed: Locator) => embed.locator('.livecodes-embed-status').textContent();
  let page: Page;
  const warnings: string[] = [];

  beforeAll(async () => {
    if (!hasBrowser) return;
    ({ page } = await open({ viewport: { width: 1280, height: 900 } }));
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    // Playgrounds here wait ten minutes for the app to get ready: a fallback seen sooner did not wait for that limit.
    await page.addInitScript(() =>
      new MutationObserver(() => document.querySelectorAll('[data-embed]:not([data-ready-timeout])').forEach((f) => f.setAttribute('data-ready-timeout', '600000'))).observe(document, {
        childList: true,
        subtree: true,
      }),
    );
  });
  afterEach(async () => {
    if (hasBrowser) await page.unroute(toApp);
  });

  it.each([
    ['cannot be reached', null],
    ['answers with an error page', { status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }],
  ])('shows the fallback as soon as what the frame loaded turns out not to be the app (the app %s)', async (_label, answer) => {
    if (answer) await page.route(toApp, (route) => route.fulfill(answer));
    await gotoHydrated(page, PAGE);
    const embed = page.locator('.livecodes-embed').first();
    await expect.poll(() => embed.locator('iframe').count(), { timeout: 10000 }).toBe(1);
    await expect.poll(() => status(embed), { timeout: 10000 }).toMatch(/could not be loaded/);
    expect(await embed.getByRole('link', { name: /Open in LiveCodes/ }).isVisible()).toBe(true);
    // The drawing of the mode stays in place of the playground, said to be a drawing.
    expect(await embed.getByRole('img', { name: /codeblock mode/ }).isVisible()).toBe(true);
    expect(await embed.textContent()).toMatch(/not a screenshot/);
    // The failed frame stays out of sight and out of the tab order.
    expect(await embed.locator('iframe').isVisible()).toBe(false);
    expect(warnings.filter((w) => /Unrecognized feature/.test(w))).toEqual([]);
  });

  it('gives back the room a playground without a drawing held, once it cannot load', async () => {
    await gotoHydrated(page, '/docs/features/lite');
    const embed = page.locator('.livecodes-embed').first();
    const held = (await embed.boundingBox())!.height;
    await embed.scrollIntoViewIfNeeded();
    await expect.poll(() => status(embed), { timeout: 10000 }).toMatch(/could not be loaded/);
    const message = (await embed.locator('.livecodes-embed-placeholder').boundingBox())!.height;
    expect((await embed.boundingBox())!.height).toBeLessThan(held);
    expect((await embed.boundingBox())!.height).toBeLessThanOrEqual(message + 2);
  });

  it('shows the playground once the app says it is ready, in place of the drawing', async () => {
    await page.route(toApp, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: standIn(true) }));
    await gotoHydrated(page, PAGE);
    const embed = page.locator('.livecodes-embed').first();
    await embed.scrollIntoViewIfNeeded();
    await expect.poll(() => embed.locator('iframe').isVisible(), { timeout: 10000 }).toBe(true);
    expect(await embed.locator('.livecodes-embed-placeholder').count()).toBe(0);
    expect(await embed.getByRole('img').count()).toBe(0);
  });

  it('stops waiting for an app that loads but never says it is ready', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 900 } });
    await page.route(toApp, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: standIn(false) }));
    // Fake time, so the test need not wait out the real limit.
    await page.clock.install();
    await gotoHydrated(page, PAGE);
    const embed = page.locator('.livecodes-embed').first();
    await expect.poll(() => embed.locator('iframe').count(), { timeout: 10000 }).toBe(1);
    // The stand-in has loaded (and said it is the app): the SDK's wait for the frame is over.
    await (await embed.locator('iframe').elementHandle())!.contentFrame().then((frame) => frame!.waitForLoadState('load'));
    // A round trip through the page (its clock is faked, so no frames): the SDK's promise has settled.
    await page.evaluate(() => undefined);
    await page.clock.fastForward(5_000);
    expect(await status(embed)).toMatch(/Loading/);
    await page.clock.fastForward(60_000);
    await expect.poll(() => status(embed), { timeout: 10000 }).toMatch(/could not be loaded/);
  });
});
