import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, hasBrowser, useBrowser } from './browser.ts';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openAndType(page: Page, query: string) {
  await page.click('#navbar-search');
  await expect.poll(() => modal(page).isVisible()).toBe(true);
  await input(page).fill(query);
}

describe.skipIf(!hasBrowser)('search modal', () => {
  const open = useBrowser();

  it('opens on click, on focus, on Ctrl+K, Cmd+K and "/", closes on Escape and gives focus back', async () => {
    const { page, errors } = await open();
    await gotoHydrated(page, '/docs/overview');
    // Hovering the box preloads the modal's code.
    await page.hover('#navbar-search');
    for (const [name, opener] of [
      ['click', () => page.click('#navbar-search')],
      ['Ctrl+K', () => page.keyboard.press('Control+k')],
      ['Cmd+K', () => page.keyboard.press('Meta+k')],
      ['/', () => page.keyboard.press('/')],
      ['focus', () => page.focus('#navbar-search')],
    ] as const) {
      await page.locator('.breadcrumbs-home').focus();
      await opener();
      await expect.poll(() => modal(page).isVisible(), { message: name }).toBe(true);
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => modal(page).count(), { message: `${name}: closes` }).toBe(0);
    }
    await page.locator('.breadcrumbs-home').focus();
    await page.keyboard.press('Control+k');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('breadcrumbs-home'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows results grouped by section, limits input to 64 characters and links "See all N results" to the search page', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await openAndType(page, 'share');
    await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    const groups = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(groups).toContain('Features');
    for (const group of await page.locator('.DocSearch-Hits').all()) expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    expect(await input(page).getAttribute('maxlength')).toBe('64');
    // The embedded index is not Algolia's: no "Search by Algolia" logo.
    expect(await page.locator('.DocSearch-Footer').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.DocSearch-Logo').isVisible()).toBe(false);
    const seeAll = page.getByRole('link', { name: /See all \d+ results/ });
    await seeAll.click();
    await page.waitForURL('**/docs/search?q=share');
    await expect.poll(() => page.locator('.search-result').count()).toBeGreaterThan(0);
  });

  it('shows a page at most twice, its hits together, the page first when its title matches', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await openAndType(page, 'share');
    await // Long enough for a cold worker to load the index first.
    await expect.poll(() => page.locator('.DocSearch-Hit').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const pages = (await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).map((href) => href.split('#')[0]);
    expect(pages[0]).toBe('/docs/features/share');
    for (const path of new Set(pages)) {
      const at = pages.flatMap((p, i) => (p === path ? [i] : []));
      expect(at.length, path).toBeLessThanOrEqual(2);
      expect(at[at.length - 1] - at[0], path).toBe(at.length - 1);
    }
  });

  it('navigates to a result client-side', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await openAndType(page, 'Share');
    await expect.poll(() => page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe('/docs/features/share');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/features/share');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(await modal(page).count()).toBe(0);
  });

  it('shows the no-results screen with the "Let us know" link', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await openAndType(page, 'qqzzxxvvnothing');
    await expect.poll(() => page.locator('.DocSearch-NoResults').isVisible()).toBe(true);
    const text = await page.locator('.DocSearch-NoResults').textContent();
    expect(text).toContain('No results for');
    expect(text).toContain('Believe this query should return results?');
    expect(await page.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toMatch(/^https:\/\/github\.com\/live-codes\/livecodes\/issues\/new\?title=/);
  });

  it('shows the stalled state after 300 ms and the error screen when the request fails', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    let mode: 'slow' | 'fail' = 'slow';
    await page.route('**/docs/1/indexes/**', async (route) => {
      if (mode === 'fail') return route.abort();
      await new Promise((r) => setTimeout(r, 700));
      return route.continue();
    });
    await openAndType(page, 'embeds');
    await expect.poll(() => page.locator('.DocSearch-Container--Stalled').count(), { timeout: 1000 }).toBe(1);
    await expect.poll(() => page.locator('.DocSearch-Hit').count(), { timeout: 5000 }).toBeGreaterThan(0);
    mode = 'fail';
    await input(page).fill('templates');
    await expect.poll(() => page.locator('.DocSearch-ErrorScreen').isVisible(), { timeout: 15000 }).toBe(true);
    const text = await page.locator('.DocSearch-ErrorScreen').textContent();
    expect(text).toContain('Unable to fetch results');
    expect(text).toContain('You might want to check your network connection.');
    // Back online: results again.
    mode = 'slow';
    await input(page).fill('share');
    await expect.poll(() => page.locator('.DocSearch-ErrorScreen').count(), { timeout: 5000 }).toBe(0);
    await expect.poll(() => page.locator('.DocSearch-Hit').first().isVisible()).toBe(true);
  });

  it('keeps recent and favorite searches across reloads', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await openAndType(page, 'Share');
    await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/features/share');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.locator('.DocSearch-Hit-source').first().textContent()).toBe('Recent');
    expect(await page.locator('.DocSearch-Hits').first().textContent()).toContain('Share');
    await page.locator('.DocSearch-Hit').first().hover();
    await page.getByTitle('Save this search').first().click();
    await expect.poll(() => page.locator('.DocSearch-Hit-source').allTextContents()).toContain('Favorite');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.locator('.DocSearch-Hit-source').allTextContents()).toContain('Favorite');
  });
});

describe.skipIf(!hasBrowser)('search page', () => {
  const open = useBrowser();

  it('works without JavaScript', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto('/docs/search?q=embeds');
    expect(await page.locator('.search-result').count()).toBeGreaterThan(0);
    await page.fill('#search-page-input', 'templates');
    await page.press('#search-page-input', 'Enter');
    await page.waitForURL('**/docs/search?q=templates');
    expect(await page.locator('.search-result-title').first().textContent()).toMatch(/Templates/i);
  });

  it('updates the URL and results as you type', async () => {
    const { page, errors } = await open();
    await gotoHydrated(page, '/docs/search?q=embeds');
    await page.fill('#search-page-input', 'sdk methods');
    await page.waitForURL('**/docs/search?q=sdk%20methods');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Search results for "sdk methods"');
    await expect.poll(() => page.locator('.search-result mark').count()).toBeGreaterThan(0);
    await page.fill('#search-page-input', 'zzqqxxnothing');
    await expect.poll(() => page.locator('.search-page-empty').textContent()).toBe('No results for "zzqqxxnothing".');
    expect(errors).toEqual([]);
  });

  it('shows an error state when results cannot be fetched', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/search');
    await page.route('**/docs/1/indexes/**', (route) => route.abort());
    await page.fill('#search-page-input', 'share');
    await expect.poll(() => page.locator('.search-page-error').textContent(), { timeout: 15000 }).toContain('Unable to fetch results');
  });
});

describe.skipIf(!hasBrowser)('search modal in Algolia mode', () => {
  const open = useBrowser();

  it('queries Algolia with contextual facet filters and shows results under this site', async () => {
    const { page } = await open();
    // Serve the page as if the worker had Algolia vars set.
    await page.route('**/docs/overview', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '"search":{"mode":"local","appId":"local","apiKey":"local","indexName":"livecodes"}',
        '"search":{"mode":"algolia","appId":"TESTAPP","apiKey":"search-key","indexName":"livecodes"}',
      );
      // …including the CSP the worker sends in Algolia mode (connect-src allows the Algolia hosts).
      const headers = { ...response.headers(), 'content-security-policy': response.headers()['content-security-policy'].replace("connect-src 'self'", "connect-src 'self' https://*.algolia.net https://*.algolianet.com") };
      await route.fulfill({ response, body, headers });
    });
    const sent: unknown[] = [];
    await page.route(/algolia(net)?\.(net|com)\//, async (route) => {
      sent.push(JSON.parse(route.request().postData() ?? '{}'));
      const hit = {
        objectID: 'a1',
        url: 'https://livecodes.io/docs/features/share#short-url',
        type: 'lvl2',
        hierarchy: { lvl0: 'Features', lvl1: 'Share', lvl2: 'Short URL', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: null,
        _highlightResult: { hierarchy: { lvl0: { value: 'Features', matchLevel: 'none', matchedWords: [] }, lvl1: { value: '<mark>Share</mark>', matchLevel: 'full', matchedWords: ['share'] }, lvl2: { value: 'Short URL', matchLevel: 'none', matchedWords: [] } } },
        _snippetResult: { hierarchy: { lvl1: { value: '<mark>Share</mark>', matchLevel: 'full' }, lvl2: { value: 'Short URL', matchLevel: 'none' } } },
      };
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ results: [{ hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'share', params: '', processingTimeMS: 1, exhaustiveNbHits: true }] }) });
    });
    await gotoHydrated(page, '/docs/overview');
    await openAndType(page, 'share');
    await expect.poll(() => page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe('/docs/features/share#short-url');
    const request = sent.at(-1) as { requests: { indexName: string; facetFilters?: unknown; params?: unknown }[] };
    expect(JSON.stringify(request.requests[0])).toContain('language:en');
    expect(JSON.stringify(request.requests[0])).toContain('version:current');
    expect(request.requests[0].indexName).toBe('livecodes');
    await expect.poll(() => page.locator('.DocSearch-Logo').isVisible()).toBe(true);
  });
});
