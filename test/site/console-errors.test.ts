/** Every kind of page in Chromium, desktop and phone: no console error and no CSP violation while it loads, hydrates and scrolls. */
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasBrowser, hydrated, MOBILE, useBrowser } from '../browser/browser.ts';

describe.skipIf(!hasBrowser)('every page type renders without console errors or CSP violations', () => {
  const open = useBrowser();

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`at ${viewport.width}×${viewport.height}`, async () => {
      const { page, errors } = await open({ viewport });
      // A page that hangs fails its own step, named, well before the test's time runs out.
      page.setDefaultTimeout(20_000);
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
      });
      const paths = ['/docs/', '/docs/overview', '/docs/features/share', '/docs/sdk/js-ts', '/docs/configuration/query-params', '/docs/sponsor', '/docs/languages', '/docs/languages/python', '/docs/api/interfaces/Config', '/docs/examples/display-modes/editor', '/docs/search?q=share', '/docs/no-such-page', '/docs/features/sharing'];
      for (const path of paths) {
        const started = Date.now();
        await page.goto(path).catch((error: Error) => {
          throw new Error(`${path} did not load in ${Date.now() - started} ms: ${error.message}`);
        });
        await hydrated(page);
        // Scroll through so lazy parts (embeds, sponsors) run too, and let them settle.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
      }
      // The browser itself reports the 404 status of the not-found document; that is the only message allowed.
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
      expect(errors.filter((e) => e.includes('status of 404'))).toHaveLength(2);
    }, 120_000);
  }
});
