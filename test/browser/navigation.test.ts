import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { afterFrames, gotoHydrated, hasBrowser, useBrowser } from './browser.ts';

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

  it('follows links inside the page content client-side too', async () => {
    const { page, errors } = await open();
    await gotoHydrated(page, '/docs/features');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const link = page.locator('.page-body a[href="/docs/features/share"]').first();
    await link.click();
    await page.waitForURL('**/docs/features/share');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Share');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(errors).toEqual([]);
  });

  it.each([
    ['cannot be fetched', (route: Route) => route.abort()],
    ['belongs to another deploy (409)', (route: Route) => route.fulfill({ status: 409, contentType: 'application/json', body: '{"message":"another build","status":409}' })],
  ])('loads the target page in full when its body %s', async (_label, answer) => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await page.route(bodyOf('/docs/license'), answer);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('.doc-sidebar a[href="/docs/license"]');
    await page.waitForURL('**/docs/license');
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
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
    // Fast: the body is prefetched on hover, so the route changes well within 200 ms.
    const prefetched = page.waitForResponse((res) => bodyOf('/docs/why')(new URL(res.url())));
    await page.hover('.doc-sidebar a[href="/docs/why"]');
    await prefetched;
    await page.click('.doc-sidebar a[href="/docs/why"]');
    await page.waitForURL('**/docs/why');
    // The new page is in place: its navigation is over, and with it the bar's chance to show.
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Why Another Playground?');
    await afterFrames(page);
    expect(await sawBar()).toBe(false);
    // Slow: hold the body for 1 s.
    await page.route(bodyOf('/docs/credits'), async (route) => {
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

  it('moves focus to the section an in-page link leads to, so Tab goes on from there, by mouse and by keyboard', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/features/share');
    /** Where focus is, and where the next Tab takes it, relative to the section heading `id`. */
    const focusAfter = async (id: string) => {
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
      await page.keyboard.press('Tab');
      return page.evaluate((id) => {
        const heading = document.getElementById(id)!;
        const next = document.activeElement!;
        return { inOrAfter: next === heading || heading.contains(next) || !!(heading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING), inBreadcrumbs: !!next.closest('.breadcrumbs') };
      }, id);
    };
    // A table-of-contents link, clicked.
    await page.click('.toc-column a[href="#short-url"]');
    expect(await focusAfter('short-url')).toEqual({ inOrAfter: true, inBreadcrumbs: false });
    // The same, from the keyboard.
    await page.focus('.toc-column a[href="#what-the-recipient-gets"]');
    await page.keyboard.press('Enter');
    expect(await focusAfter('what-the-recipient-gets')).toEqual({ inOrAfter: true, inBreadcrumbs: false });
    // A heading's own '#' link.
    await page.hover('#encoded-url-default');
    await page.click('#encoded-url-default .hash-link');
    expect(await focusAfter('encoded-url-default')).toEqual({ inOrAfter: true, inBreadcrumbs: false });
  });

  it('prefetches the body of a hovered link, once', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/docs/_body') && requests.push(r.url()));
    await page.hover('.doc-sidebar a[href="/docs/contact"]');
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]).searchParams.get('path')).toBe('/docs/contact');
    // The prefetched body serves the click: no second request.
    await page.click('.doc-sidebar a[href="/docs/contact"]');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Contact');
    expect(requests).toHaveLength(1);
  });

  it('goes back to the page it landed on without a request', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await page.click('.doc-sidebar a[href="/docs/why"]');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Why Another Playground?');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/docs/_body') && requests.push(r.url()));
    await page.goBack();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Overview');
    expect(await page.locator('.page-body h2').count()).toBeGreaterThan(0);
    expect(requests).toEqual([]);
  });

  it('takes a Back that comes the moment a new page appears for a Back, not a move within the old page', async () => {
    const { page, errors } = await open();
    await gotoHydrated(page, '/docs/overview');
    // As soon as the new page's heading is in the document (before React's effects after paint),
    // the history goes back to the overview, as a quick Back press would.
    await page.evaluate(() => {
      const article = document.querySelector('article')!;
      const observer = new MutationObserver(() => {
        if (article.querySelector('h1')?.textContent !== 'Why Another Playground?') return;
        observer.disconnect();
        window.history.replaceState(null, '', '/docs/overview');
        window.dispatchEvent(new PopStateEvent('popstate'));
        (window as unknown as { wentBack: boolean }).wentBack = true;
      });
      observer.observe(article, { childList: true, subtree: true, characterData: true });
    });
    await page.click('.doc-sidebar a[href="/docs/why"]');
    // Until the new page has appeared (and Back was pressed), the heading still reads "Overview".
    await expect.poll(() => page.evaluate(() => (window as unknown as { wentBack?: boolean }).wentBack === true)).toBe(true);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Overview');
    expect(await page.evaluate(() => window.location.pathname)).toBe('/docs/overview');
    expect(errors).toEqual([]);
  });

  it('does not prefetch with Data Saver on', async () => {
    const { page } = await open();
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await gotoHydrated(page, '/docs/overview');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/docs/_body') && requests.push(r.url()));
    await page.hover('.doc-sidebar a[href="/docs/contact"]');
    // A request the page makes after the hover: the browser reports requests in order, so once this
    // one is seen, a prefetch the hover started would have been seen too.
    const marker = page.waitForRequest((req) => req.url().endsWith('/robots.txt?after-hover'));
    await page.evaluate(() => fetch('/robots.txt?after-hover'));
    await marker;
    expect(requests).toEqual([]);
  });
});

/** Matches the page-body request of a docs path. */
function bodyOf(path: string) {
  return (url: URL) => url.pathname === '/docs/_body' && url.searchParams.get('path') === path;
}
