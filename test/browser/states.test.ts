import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, hasBrowser, hydrated, useBrowser } from './browser.ts';

/** Answers the body of `path` with metadata the layout cannot render (the fault is injected from outside). */
async function breakBody(page: Page, path: string, broken: () => boolean) {
  await page.route(
    (url) => url.pathname === '/docs/_body' && url.searchParams.get('path') === path,
    async (route) => {
      if (!broken()) return route.continue();
      const body = (await (await route.fetch()).json()) as { meta: Record<string, unknown>; html: string };
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...body, meta: { ...body.meta, toc: null } }) });
    },
  );
}

describe.skipIf(!hasBrowser)('page states', () => {
  const open = useBrowser();

  it('shows the crash page with the error, and other pages still work', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    let broken = true;
    await breakBody(page, '/docs/about', () => broken);
    await page.click('.doc-sidebar a[href="/docs/about"]');
    const crash = page.locator('.page-crash');
    await expect.poll(() => crash.isVisible()).toBe(true);
    expect(await crash.locator('h1').textContent()).toBe('This page crashed.');
    expect(await crash.locator('.page-crash-message').textContent()).toMatch(/null/);
    // Other pages are unaffected.
    broken = false;
    await page.click('.navbar a[href="/docs/overview"]');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Overview');
  });

  it('"Try again" loads the crashed page afresh from the server', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await breakBody(page, '/docs/contact', () => true);
    await page.click('.doc-sidebar a[href="/docs/contact"]');
    await expect.poll(() => page.locator('.page-crash').isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/docs\/contact$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Contact');
    expect(await page.locator('.page-crash').count()).toBe(0);
  });

  it('keeps a page readable, and its links working, when the app scripts fail to load', async () => {
    const { page } = await open();
    await page.route('**/docs/assets/*.js', (route) => route.abort());
    await page.goto('/docs/getting-started');
    await page.waitForLoadState('load');
    expect(await page.locator('article h1').textContent()).toBe('Getting Started');
    // Tabs show their default panel; code is there to read.
    expect(await page.locator('.tabs-panel:not([hidden])').count()).toBeGreaterThan(0);
    expect(await page.locator('.code-block code').count()).toBeGreaterThan(0);
    await page.click('.doc-sidebar a[href="/docs/overview"]');
    await page.waitForURL('**/docs/overview');
    expect(await page.locator('article h1').textContent()).toBe('Overview');
  });

  it('explains a base URL problem on the home page when the app cannot load', async () => {
    const { page } = await open();
    await page.route('**/docs/assets/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/docs/');
    await page.waitForLoadState('load');
    const banner = page.locator('#base-url-issue-banner');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('base URL');
  });

  it('does not show the base URL banner when the app loads', async () => {
    const { page } = await open();
    // Hydration is the proof that the app's entry loaded (the banner shows only when it cannot):
    // the page's load event, which also waits for every image and frame, adds nothing here, and
    // once held this test past its timeout.
    await page.goto('/docs/', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    expect(await page.locator('#base-url-issue-banner').isVisible()).toBe(false);
  });
});
