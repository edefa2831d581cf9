import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, hasBrowser, useBrowser } from './browser.ts';

async function chunkOf(page: Page, id: string): Promise<string> {
  const mapUrl = await page.evaluate(() => (JSON.parse(document.getElementById('__boot')!.textContent!) as { pagesMapUrl: string }).pagesMapUrl);
  return (JSON.parse(await (await fetch(`${baseUrl}${mapUrl}`)).text()) as Record<string, string[]>)[id][0];
}

describe.skipIf(!hasBrowser)('page states', () => {
  const open = useBrowser();

  it('shows the crash page with the error and its causes, and other pages still work', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const chunk = await chunkOf(page, 'about');
    // Fault injected from outside: the page chunk is replaced by one whose component throws.
    let broken = true;
    await page.route(`**${chunk}`, async (route) => {
      if (!broken) return route.continue();
      const original = await (await route.fetch()).text();
      const body = original.replace(
        /export\s*\{/,
        'const __crash=()=>{throw new Error("Rendering failed",{cause:new Error("Bad data",{cause:new Error("Root cause")})})};export{__crash as __c,',
      );
      await route.fulfill({ contentType: 'text/javascript', body: body.replace(/(\w+) as default/, '__crash as default') });
    });
    await page.click('.doc-sidebar a[href="/docs/about"]');
    const crash = page.locator('.page-crash');
    await expect.poll(() => crash.isVisible()).toBe(true);
    expect(await crash.locator('h1').textContent()).toBe('This page crashed.');
    expect(await crash.locator('.page-crash-message').textContent()).toBe('Rendering failed');
    expect(await crash.locator('.page-crash-causes li').allTextContents()).toEqual(['Cause: Bad data', 'Cause: Root cause']);
    // Other pages are unaffected.
    broken = false;
    await page.click('.navbar a[href="/docs/overview"]');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Overview');
  });

  it('"Try again" renders the page again', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const chunk = await chunkOf(page, 'contact');
    await page.route(`**${chunk}`, async (route) => {
      const original = await (await route.fetch()).text();
      const name = /(\w+) as default/.exec(original)![1];
      const wrapped = original.replace(/(\w+) as default/, '__wrapped as default') +
        `;function __wrapped(p){if(window.__docsFault)throw new Error("Flaky");return ${name}(p)}`;
      await route.fulfill({ contentType: 'text/javascript', body: wrapped });
    });
    await page.evaluate(() => ((window as unknown as { __docsFault: boolean }).__docsFault = true));
    await page.click('.doc-sidebar a[href="/docs/contact"]');
    await expect.poll(() => page.locator('.page-crash').isVisible()).toBe(true);
    await page.evaluate(() => ((window as unknown as { __docsFault: boolean }).__docsFault = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Contact');
  });

  it('keeps the page readable when its chunk fails at load, and "Retry" loads it (with a loader when slow)', async () => {
    const { page, errors } = await open();
    let mode: 'fail' | 'slow' = 'fail';
    const html = await (await fetch(`${baseUrl}/docs/credits`)).text();
    const { pagesMapUrl } = JSON.parse(/<script id="__boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as { pagesMapUrl: string };
    const chunk = ((await (await fetch(`${baseUrl}${pagesMapUrl}`)).json()) as Record<string, string[]>).credits[0];
    await page.route((url) => url.pathname === chunk, async (route) => {
      if (mode === 'fail') return route.abort();
      await new Promise((r) => setTimeout(r, 800));
      return route.continue();
    });
    await page.goto('/docs/credits');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const alert = page.locator('.page-load-error');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await page.locator('article h1').textContent()).toBe('Credits');
    expect(await page.locator('article').textContent()).toContain('jsDelivr');
    mode = 'slow';
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('.page-loader').isVisible(), { timeout: 700 }).toBe(true);
    await expect.poll(() => alert.count(), { timeout: 3000 }).toBe(0);
    await expect.poll(() => page.locator('.page-loader').count()).toBe(0);
    expect(await page.locator('article').textContent()).toContain('jsDelivr');
    expect(errors.filter((e) => !e.includes('ERR_FAILED'))).toEqual([]);
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
    await gotoHydrated(page, '/docs/');
    await page.waitForLoadState('load');
    expect(await page.locator('#base-url-issue-banner').isVisible()).toBe(false);
  });
});
