/**
 * axe-core over every kind of page, in both colour modes, on desktop and mobile, and with the search
 * modal and the mobile drawer open: no WCAG 2.x A/AA violation (contrast included) and no axe
 * best-practice violation (landmarks, headings, labels).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, hasBrowser, MOBILE, useBrowser } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The page's axe violations, one line each: rule, what it asks, and up to three offending elements. */
async function violations(page: Page, skip: string[] = []): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  }, TAGS);
  return found.filter((v) => !skip.includes(v.id)).map((v) => `${v.id} (${v.help}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

const PAGES = {
  home: '/docs/',
  overview: '/docs/overview',
  'feature page': '/docs/features/share',
  'language page with a comparison table': '/docs/languages/python',
  'SDK page': '/docs/sdk/js-ts',
  'API page': '/docs/api/interfaces/EmbedOptions',
  'languages table with its filter': '/docs/languages',
  'page with live embeds': '/docs/features/display-modes',
  'page with several admonitions of one kind': '/docs/advanced/docker',
  'page with a task list': '/docs/contribution/adding-languages',
  'code with highlighted lines, comments among them': '/docs/languages/jsx',
  'tables that scroll sideways on a phone, with no link inside': '/docs/configuration/query-params',
  'contact page with its form': '/docs/contact',
  'search page': '/docs/search?q=embed',
  'not-found page, with suggestions': '/docs/features/sharing',
};

describe.skipIf(!hasBrowser)('accessibility (axe-core)', () => {
  const open = useBrowser();

  /** A page in a colour mode (set before any script runs, as a returning visitor's stored choice). */
  async function visit(theme: 'light' | 'dark', viewport?: typeof MOBILE) {
    const { context, page } = await open({ bypassCSP: true, ...(viewport ? { viewport } : {}) });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    return page;
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`finds nothing on any kind of page in ${theme} mode, desktop and mobile`, { timeout: 120_000 }, async () => {
      const report: string[] = [];
      for (const viewport of [undefined, MOBILE]) {
        const page = await visit(theme, viewport);
        for (const [kind, path] of Object.entries(PAGES)) {
          await gotoHydrated(page, path);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          for (const line of await violations(page)) report.push(`${kind} (${path}, ${viewport ? 'mobile' : 'desktop'}): ${line}`);
        }
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
