/**
 * axe-core on the page kinds that differ most, in both colour modes, and with the search modal and
 * the mobile drawer open: no WCAG 2.x A/AA violation (contrast included) and no axe best-practice
 * violation (landmarks, headings, labels). Every kind of page, on desktop and mobile: test/site/accessibility.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { PAGES, violations, visitIn } from './axe.ts';
import { gotoHydrated, hasBrowser, MOBILE, useBrowser } from './browser.ts';

/** The kinds whose markup differs most: the rest share their shell and components. */
const CORE = ['home', 'language page with a comparison table', 'API page', 'contact page with its form', 'search page', 'not-found page, with suggestions'] as const;

describe.skipIf(!hasBrowser)('accessibility (axe-core)', () => {
  const open = useBrowser();
  const visit = (theme: 'light' | 'dark', viewport?: typeof MOBILE) => visitIn(open, theme, viewport);

  for (const theme of ['light', 'dark'] as const) {
    it(`finds nothing on the main kinds of page in ${theme} mode`, async () => {
      const report: string[] = [];
      const page = await visit(theme);
      for (const kind of CORE) {
        const path = PAGES[kind];
        await gotoHydrated(page, path);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        for (const line of await violations(page)) report.push(`${kind} (${path}): ${line}`);
      }
      expect(report).toEqual([]);
    });
  }
  /**
   * DocSearch 3.9's own combobox markup, which the site cannot change: a `role="button"` container
   * holding the whole dialog, options that contain links, and `aria-controls` naming result lists
   * it never renders.
   */
  const DOCSEARCH_MARKUP = ['nested-interactive', 'label-content-name-mismatch', 'aria-valid-attr-value'];

  for (const theme of ['light', 'dark'] as const) {
    it(`finds nothing else with the search modal open, with results, in ${theme} mode`, async () => {
      const page = await visit(theme);
      await gotoHydrated(page, '/docs/overview');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('embed');
      await page.locator('.DocSearch-Hit').first().waitFor();
      expect(await violations(page, DOCSEARCH_MARKUP)).toEqual([]);
      // The page behind the dialog is out of reach while it is open, and back once it closes.
      expect(await page.evaluate(() => document.getElementById('root')!.inert)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.getElementById('root')!.inert)).toBe(false);
    });
  }

  it('finds nothing with the mobile drawer open', async () => {
    const page = await visit('light', MOBILE);
    await gotoHydrated(page, '/docs/features/share');
    await page.click('.navbar-menu');
    await page.locator('.drawer').waitFor();
    expect(await violations(page)).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)('names of the site chrome', () => {
  const open = useBrowser();

  // Emoji and mathematical letters in a link's name are read out as "green heart" or "mathematical
  // double-struck capital X", and draw as empty boxes where no emoji font is installed.
  it('names every navbar, sidebar, announcement and footer control in words', async () => {
    const { page } = await open();
    for (const path of ['/docs/', '/docs/overview', '/docs/sdk']) {
      await gotoHydrated(page, path);
      const names = await page.$$eval('header a, header button, .doc-sidebar a, .announcement a, .announcement button, footer.footer a', (els) =>
        els.map((el) => {
          const copy = el.cloneNode(true) as Element;
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return (el.getAttribute('aria-label') ?? copy.textContent ?? '').trim();
        }),
      );
      expect(names.length, path).toBeGreaterThan(20);
      const symbolic = names.filter((name) => !name || /\p{Emoji_Presentation}|[\u{1D400}-\u{1D7FF}]/u.test(name));
      expect(symbolic, path).toEqual([]);
    }
  });
});
