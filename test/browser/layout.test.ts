/** The layout at every width: text column, table of contents, navbar, drawer and small details. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterFrames, DESKTOP, gotoHydrated, hasBrowser, MOBILE, screenshotPixels, useBrowser } from './browser.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

/** Boxes of the visible direct parts of the navbar, in order. */
async function navbarParts(page: Page): Promise<Box[]> {
  return page.locator('.navbar-inner').evaluate((nav) =>
    [...nav.querySelectorAll(':scope > *, .navbar-items > li')]
      .filter((el) => !el.matches('.navbar-items, .navbar-spacer') && (el as HTMLElement).offsetParent !== null)
      .map((el) => el.getBoundingClientRect().toJSON() as Box),
  );
}

const textWidth = (el: Locator) => el.evaluate((e) => e.querySelector('article')!.getBoundingClientRect().width);

describe.skipIf(!hasBrowser)('layout', () => {
  const open = useBrowser();

  for (const width of [1000, 1100, 1199, 1280, 1600]) {
    it(`keeps the text column at 560 px or more, with the page's headings reachable, at ${width} px`, async () => {
      const { page } = await open({ viewport: { width, height: 900 } });
      await gotoHydrated(page, '/docs/features/embeds');
      expect(await textWidth(page.locator('.doc-column'))).toBeGreaterThanOrEqual(560);
      const sideToc = page.locator('.toc-column .toc');
      const topToc = page.locator('details.toc-mobile');
      // One of the two is shown: the side column, or the collapsible 'On this page' above the content.
      expect((await sideToc.isVisible()) !== (await topToc.isVisible())).toBe(true);
      if (await topToc.isVisible()) {
        await topToc.locator('summary').click();
        await expect.poll(() => topToc.getByRole('link').first().isVisible()).toBe(true);
      }
    });

    it(`keeps navbar items apart, each on one line, at ${width} px`, async () => {
      const { page } = await open({ viewport: { width, height: 900 } });
      await gotoHydrated(page, '/docs/overview');
      const parts = await navbarParts(page);
      expect(parts.length).toBeGreaterThan(3);
      for (let i = 0; i < parts.length; i++) {
        expect(parts[i].height, `part ${i}`).toBeLessThanOrEqual(44);
        for (let j = i + 1; j < parts.length; j++) expect(overlap(parts[i], parts[j]), `parts ${i} and ${j}`).toBe(false);
      }
      // Room is left between the left and right groups: the items do not run together.
      expect((await page.locator('.navbar-spacer').boundingBox())!.width).toBeGreaterThanOrEqual(48);
      const links = await page.locator('.navbar-link:visible').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      for (const h of links) expect(h).toBeLessThanOrEqual(40);
    });
  }

  it("starts every page's title at the same height, however long its breadcrumb trail, at every width", async () => {
    const { page } = await open();
    const paths = ['/docs/overview', '/docs/api/interfaces/EmbedOptions', '/docs/languages/react-native-tsx'];
    for (const width of [390, 1000, 1200, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const tops: number[] = [];
      for (const path of paths) {
        await gotoHydrated(page, path);
        tops.push(await page.locator('article h1').evaluate((h) => h.getBoundingClientRect().top + window.scrollY));
        // The trail and the actions never overlap.
        const [trail, actions] = [(await page.locator('.doc-header .breadcrumbs').boundingBox())!, (await page.locator('.page-actions').boundingBox())!];
        expect(overlap(trail, actions), `${path} at ${width} px`).toBe(false);
      }
      expect(tops, `${width} px`).toEqual(tops.map(() => tops[0]));
    }
  });

  it('lines the navbar up with the docs layout on a wide screen: the logo over the sidebar', async () => {
    const { page } = await open({ viewport: { width: 1920, height: 900 } });
    await gotoHydrated(page, '/docs/overview');
    const logo = (await page.locator('.navbar-brand img').boundingBox())!;
    const link = (await page.locator('.doc-sidebar .sidebar-link').first().evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      return range.getBoundingClientRect().toJSON();
    })) as Box;
    expect(Math.abs(logo.x - link.x)).toBeLessThanOrEqual(4);
    const search = (await page.locator('.navbar .search-box').boundingBox())!;
    const layout = (await page.locator('.doc-layout').boundingBox())!;
    expect(Math.abs(search.x + search.width - (layout.x + layout.width))).toBeLessThanOrEqual(16);
  });

  it('keeps a name in a table cell on one line from tablet width up, and lets it wrap on a phone', async () => {
    // The Docker page's variables table: names such as SELF_HOSTED_BROADCAST have no break opportunity.
    const linesOf = (page: Page) =>
      page.locator('.markdown table').first().locator('td:first-child code').evaluateAll((codes) =>
        codes.map((c) => {
          const line = parseFloat(getComputedStyle(c).lineHeight) || 20;
          return { name: c.textContent, lines: Math.round(c.getBoundingClientRect().height / line) };
        }),
      );
    for (const width of [768, 1280]) {
      const { page } = await open({ viewport: { width, height: 900 } });
      await gotoHydrated(page, '/docs/advanced/docker');
      const cells = await linesOf(page);
      expect(cells.map((c) => c.name)).toContain('SELF_HOSTED_BROADCAST');
      for (const c of cells) expect(c.lines, `${c.name} at ${width} px`).toBeLessThanOrEqual(1);
    }
    const { page } = await open({ viewport: MOBILE });
    await gotoHydrated(page, '/docs/advanced/docker');
    // On a phone the longest names wrap rather than widen the table past the screen.
    expect((await linesOf(page)).some((c) => c.lines > 1)).toBe(true);
  });

  it('centres the home page headings on their text, the anchor link taking no room', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/');
    const offsets = await page.locator('.home-section h2').evaluateAll((headings) =>
      headings.map((h) => {
        const range = document.createRange();
        range.selectNodeContents(h.firstChild!);
        const text = range.getBoundingClientRect();
        const box = h.getBoundingClientRect();
        return text.left + text.width / 2 - (box.left + box.width / 2);
      }),
    );
    expect(offsets.length).toBeGreaterThan(1);
    for (const o of offsets) expect(Math.abs(o)).toBeLessThanOrEqual(2);
  });

  it('shows the language as a navbar dropdown that lists the one locale', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    expect(await page.locator('.navbar select').count()).toBe(0);
    const button = page.locator('.navbar').getByRole('button', { name: /English/ });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const item = page.locator('.navbar').getByRole('link', { name: 'English' });
    expect(await item.isVisible()).toBe(true);
    expect(await item.getAttribute('aria-current')).toBeTruthy();
    await page.keyboard.press('Escape');
    await expect.poll(() => item.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives focus back to the search box after Escape closes the search modal, without reopening it', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const modal = page.locator('.DocSearch-Modal');
    await page.click('#navbar-search');
    await expect.poll(() => modal.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('navbar-search');
    // Focus is back on the search box, which opens the modal when focused by hand: it must stay closed.
    await afterFrames(page);
    expect(await modal.count()).toBe(0);
  });

  it("gives the drawer a close button with a clear icon of at least 20 px", async () => {
    const { page } = await open({ viewport: MOBILE });
    await gotoHydrated(page, '/docs/overview');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const close = page.getByRole('button', { name: 'Close navigation menu' });
    const icon = (await close.locator('svg').boundingBox())!;
    expect(icon.width).toBeGreaterThanOrEqual(20);
    expect(await close.evaluate((b) => getComputedStyle(b).color)).toBe(await page.evaluate(() => getComputedStyle(document.body).color));
  });

  it("shows the 404 page's search box with its placeholder on a phone", async () => {
    const { page } = await open({ viewport: MOBILE });
    await page.goto('/docs/no-such-page');
    const input = page.locator('#not-found-search');
    expect((await input.boundingBox())!.width).toBeGreaterThan(200);
    const placeholder = await input.evaluate((el) => getComputedStyle(el, '::placeholder').color);
    expect(placeholder).not.toBe('rgba(0, 0, 0, 0)');
    expect(await input.getAttribute('placeholder')).toMatch(/\S/);
  });

  it('gives admonitions an icon beside their heading', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/features/ai');
    const heading = page.locator('.admonition .admonition-heading').first();
    expect((await heading.locator('svg').boundingBox())!.width).toBeGreaterThanOrEqual(14);
    // Headings are set in capitals, but code in a title keeps its case and its look.
    await gotoHydrated(page, '/docs/sdk/react');
    const titled = page.locator('.admonition-heading', { has: page.locator('code') });
    expect(await titled.innerText()).toBe('IF TYPESCRIPT CANNOT FIND livecodes/react');
    expect(await titled.locator('code').evaluate((c) => getComputedStyle(c).fontFamily)).toMatch(/mono/i);
  });

  it("says that 'Edit this page' opens a new tab", async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const link = page.getByRole('link', { name: /Edit this page/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.evaluate((a) => a.textContent)).toMatch(/opens in a new tab/);
  });

  for (const width of [1200, 1350, 1600]) {
    it(`keeps the text column's width whether or not the table of contents has arrived yet, at ${width} px`, async () => {
      // The table of contents follows the article in the document: a browser that paints a page
      // while it streams in paints the text column before the table exists.
      const { page } = await open({ viewport: { width, height: 900 } });
      await gotoHydrated(page, '/docs/features/share');
      const widthOf = () => page.locator('article').evaluate((a) => a.getBoundingClientRect().width);
      const withToc = await widthOf();
      await page.locator('.toc-column').evaluate((toc) => toc.remove());
      expect(await widthOf()).toBe(withToc);
    });
  }

  it("sets every text in a step of the site's type scale, on every kind of page, desktop and mobile", { timeout: 60_000 }, async () => {
    const off: string[] = [];
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page } = await open({ viewport });
      for (const path of ['/docs/', '/docs/overview', '/docs/features/share', '/docs/languages/python', '/docs/languages', '/docs/api/interfaces/EmbedOptions', '/docs/sdk/js-ts', '/docs/search?q=embed', '/docs/no-such-page']) {
        await gotoHydrated(page, path);
        const stray = await page.evaluate(() => {
          const rootStyle = getComputedStyle(document.documentElement);
          const rem = parseFloat(rootStyle.fontSize);
          const steps = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'].map((s) => parseFloat(rootStyle.getPropertyValue(`--text-${s}`)) * rem);
          const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
          const found: string[] = [];
          for (const el of document.querySelectorAll('body *')) {
            if (!(el as HTMLElement).offsetParent || el.matches('.hero h1')) continue;
            if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
            const own = size(el);
            if (steps.some((step) => Math.abs(step - own) < 0.01)) continue;
            // Code is set at 0.875em of the text around it, so it scales with a heading.
            const code = el.closest('code, kbd, pre');
            if (code?.parentElement && Math.abs(size(code.parentElement) * 0.875 - own) < 0.01) continue;
            found.push(`${own}px: <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${el.textContent!.trim().slice(0, 30)}`);
          }
          return found;
        });
        off.push(...stray.map((line) => `${viewport.width} px ${path}: ${line}`));
      }
    }
    expect(off).toEqual([]);
  });

  it('draws one unbroken underline, at one height, under a link that holds inline code', async () => {
    const { context, page } = await open();
    await gotoHydrated(page, '/docs/examples/display-modes/full');
    const link = page.locator('.markdown a[href="/docs/configuration/configuration-object#mode"]').first();
    expect(await link.innerHTML()).toBe('<code>mode</code> option');
    // Only the underline is drawn, in pure red: the text and the code's tint are made transparent.
    await link.evaluate((a) => {
      a.style.cssText = 'color: transparent; text-decoration-color: rgb(255, 0, 0)';
      for (const code of a.querySelectorAll('code')) code.style.cssText = 'color: transparent; background: transparent';
    });
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const { width, height, data } = await screenshotPixels(context, page, { x: box.x, y: box.y, width: box.width, height: box.height + 6 });
    // The widest red row: an underline broken at the code's edges, at a descender or drawn at two
    // heights leaves no row that spans the link.
    let widest = 0;
    for (let y = 0; y < height; y++) {
      let red = 0;
      for (let i = y * width * 4; i < (y + 1) * width * 4; i += 4) if (data[i] > 150 && data[i + 1] < 110 && data[i + 2] < 110) red++;
      widest = Math.max(widest, red / width);
    }
    expect(widest).toBeGreaterThanOrEqual(0.97);
  });

  it('leads /docs/examples/ to the examples, not to a 404', async () => {
    const { page } = await open();
    const res = await page.goto('/docs/examples/');
    expect(res!.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toMatch(/\S/);
    expect(await page.locator('a[href^="/docs/examples/display-modes/"]').count()).toBeGreaterThan(0);
  });
});
