/** axe-core over every kind of page, in both colour modes, on desktop and on a phone (see test/browser/accessibility.test.ts). */
import { describe, expect, it } from 'vitest';
import { PAGES, violations, visitIn } from '../browser/axe.ts';
import { gotoHydrated, hasBrowser, MOBILE, useBrowser } from '../browser/browser.ts';

describe.skipIf(!hasBrowser)('accessibility of every kind of page (axe-core)', () => {
  const open = useBrowser();

  for (const theme of ['light', 'dark'] as const) {
    it(`finds nothing on any kind of page in ${theme} mode, desktop and mobile`, async () => {
      const report: string[] = [];
      for (const viewport of [undefined, MOBILE]) {
        const page = await visitIn(open, theme, viewport);
        for (const [kind, path] of Object.entries(PAGES)) {
          await gotoHydrated(page, path);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          for (const line of await violations(page)) report.push(`${kind} (${path}, ${viewport ? 'mobile' : 'desktop'}): ${line}`);
        }
      }
      expect(report).toEqual([]);
    });
  }
});
