import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, hasBrowser, hydrated, useBrowser } from './browser.ts';

describe.skipIf(!hasBrowser)('client-side navigation', () => {
  const open = useBrowser();

  it('follows internal links without a full reload and updates title, description and canonical', async () => {
    const { page, errors } = await open();
    await gotoHydrated(page, '/docs/overview');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('.doc-sidebar a[href="/docs/why"]');
    await page.waitForURL('**/docs/why');
    await expect.poll(() => page.title()).toBe('Why Another Playground? | LiveCodes');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.locator('article h1').textContent()).toBe('Why Another Playground?');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://livecodes.io/docs/why');
    expect(await page.getAttribute('meta[name="description"]', 'content')).toMatch(/./);
    await page.goBack();
    await page.waitForURL('**/docs/overview');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Overview');
    await page.goForward();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Why Another Playground?');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(errors).toEqual([]);
  });

  it('reloads the target page when its chunk fails to load', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const chunk = JSON.parse((await (await fetch(`${baseUrl}${await pagesMapUrl(page)}`)).text()))['license'][0] as string;
    await page.route(`**${chunk}`, (route) => route.abort());
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('.doc-sidebar a[href="/docs/license"]');
    await page.waitForURL('**/docs/license');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.locator('article h1').textContent()).toBe('License');
  });

  it('shows the progress bar only when a navigation is slow', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await page.evaluate(() => {
      const w = window as unknown as { sawBar: boolean };
      w.sawBar = false;
      new MutationObserver(() => {
        if (document.querySelector('.progress-bar')) w.sawBar = true;
      }).observe(document.body, { childList: true });
    });
    const sawBar = () => page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar);
    // Fast: the chunk is prefetched first, so the route changes well within 200 ms.
    await page.hover('.doc-sidebar a[href="/docs/why"]');
    await page.waitForTimeout(300);
    await page.click('.doc-sidebar a[href="/docs/why"]');
    await page.waitForURL('**/docs/why');
    await page.waitForTimeout(400);
    expect(await sawBar()).toBe(false);
    // Slow: hold the chunk for 1 s.
    const chunk = JSON.parse(await (await fetch(`${baseUrl}${await pagesMapUrl(page)}`)).text())['credits'][0] as string;
    await page.route(`**${chunk}`, async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.click('.doc-sidebar a[href="/docs/credits"]');
    await expect.poll(sawBar, { timeout: 900 }).toBe(true);
    await page.waitForURL('**/docs/credits');
    await expect.poll(() => page.locator('.progress-bar').count(), { timeout: 2000 }).toBe(0);
  });

  it('scrolls to the top after a navigation, or to the anchor in the URL, and focuses the main content', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/features/share');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.click('.pagination-link.next');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // A link with a hash lands on that heading.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/features/share#share-with-a-qr-code';
      a.id = 'test-link';
      a.textContent = 'to QR';
      document.querySelector('article')?.prepend(a);
    });
    await page.click('#test-link');
    await page.waitForURL('**/docs/features/share#share-with-a-qr-code');
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('share-with-a-qr-code')!.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });

  it('prefetches the chunk of a hovered link', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const chunk = JSON.parse(await (await fetch(`${baseUrl}${await pagesMapUrl(page)}`)).text())['contact'][0] as string;
    await page.hover('.doc-sidebar a[href="/docs/contact"]');
    await expect.poll(() => page.locator(`link[rel="prefetch"][href="${chunk}"]`).count()).toBe(1);
  });

  it('does not prefetch with Data Saver on', async () => {
    const { page } = await open();
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await gotoHydrated(page, '/docs/overview');
    await page.hover('.doc-sidebar a[href="/docs/contact"]');
    await page.waitForTimeout(500);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  });
});

async function pagesMapUrl(page: import('playwright-core').Page): Promise<string> {
  await hydrated(page);
  return page.evaluate(() => (JSON.parse(document.getElementById('__boot')!.textContent!) as { pagesMapUrl: string }).pagesMapUrl);
}
