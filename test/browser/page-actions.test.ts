/** Page actions on doc pages: the page as Markdown, copied or viewed. */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, hasBrowser, useBrowser } from './browser.ts';

describe.skipIf(!hasBrowser)('page actions', () => {
  const open = useBrowser();

  for (const path of ['/docs/overview', '/docs/sdk/js-ts', '/docs/api/functions/createPlayground']) {
    it(`links ${path} to its Markdown twin`, async () => {
      const { page, context } = await open();
      await gotoHydrated(page, path);
      const view = page.getByRole('link', { name: /View as Markdown/ });
      expect(await view.isVisible()).toBe(true);
      const href = (await view.getAttribute('href'))!;
      expect(href).toBe(`${path}.md`);
      const res = await context.request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/markdown/);
      expect(await res.text()).toMatch(/^# /m);
    });
  }

  it('copies the page as Markdown and says so', async () => {
    const { page, context } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/features/ai');
    const button = page.locator('.page-actions button');
    expect(await button.textContent()).toBe('Copy page as Markdown');
    await button.click();
    await expect.poll(() => button.textContent()).toMatch(/Copied/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await context.request.get('/docs/features/ai.md')).text();
    expect(copied).toBe(twin);
    expect(copied).toContain('# AI Code Assistant');
  });

  it('keeps the actions working after a client-side navigation', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await page.locator('.pagination-link.next').click();
    await page.waitForURL((url) => url.pathname !== '/docs/overview');
    const path = new URL(page.url()).pathname;
    await expect.poll(() => page.getByRole('link', { name: /View as Markdown/ }).getAttribute('href')).toBe(`${path}.md`);
  });
});
