/** The home page: hero, language logos and the feature cards. */
import { describe, expect, it } from 'vitest';
import { contrast, gotoHydrated, hasBrowser, MOBILE, useBrowser } from './browser.ts';

const CARDS = [
  'Feature-rich',
  'Client-side',
  'Integrations',
  'Powerful editor',
  'AI code assistant',
  'Mobile-friendly',
  'Standalone app',
  'Embedded playgrounds',
  'Developer-friendly',
  'Documentation',
  'Focused on privacy',
  'Free and open-source',
];

describe.skipIf(!hasBrowser)('home page', () => {
  const open = useBrowser();

  for (const theme of ['light', 'dark'] as const) {
    it(`shows a hero with a picture of the playground, language logos and 12 illustrated feature cards (${theme})`, async () => {
      const { page, context } = await open();
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const outside: string[] = [];
      // (the live playground's frame aside: it loads the app from its own origin)
      page.on('request', (r) => r.frame() === page.mainFrame() && r.resourceType() !== 'document' && !r.url().startsWith('http://127.0.0.1') && outside.push(r.url()));
      await gotoHydrated(page, '/docs/');
      const hero = page.locator('.hero');
      expect(await hero.locator('h1').textContent()).toBe('LiveCodes');
      expect((await hero.locator('.hero-visual').boundingBox())!.height).toBeGreaterThan(150);

      const logos = page.locator('.language-logos a');
      expect(await logos.count()).toBeGreaterThanOrEqual(12);
      for (const logo of await logos.all()) {
        expect(await logo.getAttribute('href')).toMatch(/^\/docs\/languages\//);
        // Descriptive to a listener and to Lighthouse's link-text audit, which counts a bare 'Go' as generic.
        expect(await logo.evaluate((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toMatch(/^\S.* language page$/);
        const svg = logo.locator('svg');
        expect((await svg.boundingBox())!.width).toBeGreaterThanOrEqual(24);
        // Logos follow the colour mode: each stands out from the page (3:1, as meaningful graphics must).
        const fill = await svg.evaluate((s) => getComputedStyle(s).fill);
        expect(contrast(fill, await page.evaluate(() => getComputedStyle(document.body).backgroundColor)), fill).toBeGreaterThanOrEqual(3);
      }

      const cards = page.locator('.feature-grid > li');
      // The heading's own text (its '#' anchor link aside).
      expect(await cards.locator('h3').evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent))).toEqual(CARDS);
      for (const card of await cards.all()) expect((await card.locator('svg').first().boundingBox())!.width).toBeGreaterThanOrEqual(20);
      const ai = cards.nth(4);
      const links = await ai.locator('a:not(.hash-link)').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(['/docs/features/ai', '/docs/getting-started#standalone-app', '/docs/features/embeds', '/docs/features/self-hosting']);
      // Everything is in the page: no icon is fetched from elsewhere.
      expect(outside).toEqual([]);
    });
  }

  it('captions the picture of the playground as a picture, leading to the live one', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/');
    const figure = page.locator('.hero figure');
    expect(await figure.locator('figcaption').textContent()).toMatch(/picture of the playground/i);
    // Nothing in the picture passes for a control of the app's.
    expect(await figure.locator('.hero-visual').innerText()).not.toMatch(/\bRun\b|\bCSS\b/);
    // The result is text: no element in it is drawn with a border, as a button would be.
    const bordered = await figure.locator('.mock-result *').evaluateAll((els) =>
      els.filter((el) => parseFloat(getComputedStyle(el).borderTopWidth) > 0).map((el) => el.outerHTML),
    );
    expect(bordered).toEqual([]);
    expect(await figure.locator('.mock-result li').allInnerTexts()).toEqual(['Hello, React!', 'Hello, Vue!', 'Hello, Svelte!']);
    await figure.getByRole('link', { name: /live one/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('try-it-here');
  });

  it('fits a phone without sideways scrolling, with room around each language name', async () => {
    const { page } = await open({ viewport: MOBILE });
    await gotoHydrated(page, '/docs/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(await page.locator('.hero-visual').isVisible()).toBe(true);
    // Each language tile keeps room around its name: at least 8 px on either side.
    const cramped = await page.locator('.language-logos a').evaluateAll((tiles) =>
      tiles.flatMap((tile) => {
        const label = tile.querySelector('span:not(.visually-hidden)');
        if (!label) return [];
        const range = document.createRange();
        range.selectNodeContents(label);
        const [text, box] = [range.getBoundingClientRect(), tile.getBoundingClientRect()];
        return text.left - box.left < 8 || box.right - text.right < 8 ? [label.textContent!.trim()] : [];
      }),
    );
    expect(cramped).toEqual([]);
  });
});
