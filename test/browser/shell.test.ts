import { describe, expect, it } from 'vitest';
import { afterFrames, DESKTOP, gotoHydrated, hasBrowser, MOBILE, useBrowser } from './browser.ts';

const theme = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe.skipIf(!hasBrowser)('colour mode', () => {
  const open = useBrowser();

  it('defaults to light even when the system prefers dark', async () => {
    const { page } = await open({ colorScheme: 'dark' });
    await gotoHydrated(page, '/docs/overview');
    expect(await theme(page)).toBe('light');
  });

  it('toggles, persists in localStorage "theme" across reloads without a flash, and syncs other tabs', async () => {
    const { context, page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const other = await context.newPage();
    await gotoHydrated(other, '/docs/why');
    await page.click('.color-mode-toggle');
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect.poll(() => theme(other)).toBe('dark');
    // Before any script of the app runs, the pre-paint script has already applied dark.
    await page.route('**/docs/assets/entry-*.js', (route) => route.abort());
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await page.unroute('**/docs/assets/entry-*.js');
    await gotoHydrated(page, '/docs/overview');
    await page.click('.color-mode-toggle');
    expect(await theme(page)).toBe('light');
    await expect.poll(() => theme(other)).toBe('light');
  });
});

describe.skipIf(!hasBrowser)('announcement bar', () => {
  const open = useBrowser();

  it('stays closed after a reload and comes back when the announcement id changes', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const bar = page.locator('.announcement');
    await expect.poll(() => bar.isVisible()).toBe(true);
    const id = await bar.getAttribute('data-announcement-id');
    await page.click('.announcement-close');
    await expect.poll(() => bar.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator('.announcement').isVisible()).toBe(false);
    // A dismissal stored for another (older) announcement does not hide the current one.
    await page.evaluate(() => localStorage.setItem('docs-announcement-dismissed', 'an-older-announcement'));
    await page.reload();
    await expect.poll(() => page.locator('.announcement').isVisible()).toBe(true);
    expect(await page.locator('.announcement').getAttribute('data-announcement-id')).toBe(id);
  });
});

describe.skipIf(!hasBrowser)('mobile drawer', () => {
  const open = useBrowser();

  it('opens below 996 px, traps focus, closes on Escape and gives focus back', async () => {
    const { page } = await open({ viewport: { width: 995, height: 800 } });
    await gotoHydrated(page, '/docs/features/share');
    await expect.poll(() => page.locator('.doc-sidebar').isVisible()).toBe(false);
    const menu = page.locator('.navbar-menu');
    await menu.click();
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('a[href="/docs/features/share"][aria-current="page"]').count()).toBe(1);
    for (let i = 0; i < 120; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-menu'))).toBe(true);
  });

  it('closes on backdrop click, on navigation and when the layout becomes desktop', async () => {
    const { page } = await open({ viewport: { width: 995, height: 800 } });
    await gotoHydrated(page, '/docs/overview');
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    await page.click('.navbar-menu');
    await page.mouse.click(990, 400);
    await expect.poll(() => dialog.count()).toBe(0);
    await page.click('.navbar-menu');
    await dialog.locator('a[href="/docs/why"]').click();
    await page.waitForURL('**/docs/why');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.click('.navbar-menu');
    await expect.poll(() => dialog.count()).toBe(1);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it("opens on a phone with the current page's link in view, under compact site-wide links", async () => {
    const { page } = await open({ viewport: { width: 390, height: 800 } });
    // Far down a long sidebar: a language near the end of the list.
    await gotoHydrated(page, '/docs/languages/wat');
    await page.click('.navbar-menu');
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    const current = dialog.locator('.sidebar-link[aria-current="page"]');
    await expect.poll(() => current.count()).toBe(1);
    await expect
      .poll(() =>
        current.evaluate((link) => {
          const box = link.getBoundingClientRect();
          return box.top >= link.closest('.sidebar')!.getBoundingClientRect().top && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    // The seven site-wide links take no more height than three sidebar links.
    const links = (await dialog.locator('.drawer-links').boundingBox())!.height;
    const sidebarLink = (await current.boundingBox())!.height;
    expect(await dialog.locator('.drawer-link').count()).toBe(7);
    expect(links).toBeLessThanOrEqual(3 * sidebarLink);
  });
});

describe.skipIf(!hasBrowser)('sidebar', () => {
  const open = useBrowser();

  const toggle = (page: import('playwright-core').Page, label: string) => page.getByRole('button', { name: new RegExp(`sidebar category '${label}'`) });

  it('collapses and expands categories with an animation sized to the content, remembered during the session', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/overview');
    const features = toggle(page, 'Features');
    expect(await features.getAttribute('aria-expanded')).toBe('false');
    await features.click();
    expect(await features.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator(`#${await features.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect.poll(() => list.isVisible()).toBe(true);
    const duration = Number(await list.getAttribute('data-animation-duration'));
    expect(duration).toBeGreaterThan(200);
    await page.click('.doc-sidebar a[href="/docs/why"]');
    await page.waitForURL('**/docs/why');
    expect(await toggle(page, 'Features').getAttribute('aria-expanded')).toBe('true');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => toggle(page, 'Features').getAttribute('aria-expanded')).toBe('true');
  });

  it("scrolls the current page's link into view in a long sidebar", async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/languages/python');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const nav = document.querySelector('.doc-sidebar .sidebar')!;
          const link = nav.querySelector('.sidebar-link.active')!.getBoundingClientRect();
          const box = nav.getBoundingClientRect();
          return nav.scrollTop > 0 && link.top >= box.top && link.bottom <= box.bottom;
        }),
      )
      .toBe(true);
  });

  it('animates in 1 ms when the reader prefers reduced motion', async () => {
    const { page } = await open({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/docs/overview');
    const sdk = toggle(page, 'SDK');
    await sdk.click();
    const list = page.locator(`#${await sdk.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect.poll(() => list.getAttribute('data-animation-duration')).toBe('1');
  });
});

describe.skipIf(!hasBrowser)('table of contents and code', () => {
  const open = useBrowser();

  it('highlights the heading being read while scrolling', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/features/share');
    const ids = await page.$$eval('.toc-column .toc-link', (links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    const target = ids[3];
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target);
    await expect.poll(() => page.locator('.toc-column .toc-link.active').getAttribute('href')).toBe(`#${target}`);
  });

  it('shows a collapsible "On this page" block above the article on mobile', async () => {
    const { page } = await open({ viewport: MOBILE });
    await gotoHydrated(page, '/docs/features/share');
    expect(await page.locator('.toc-column').isVisible()).toBe(false);
    const summary = page.locator('.toc-mobile > summary');
    expect(await summary.textContent()).toBe('On this page');
    expect(await page.locator('.toc-mobile .toc-list').isVisible()).toBe(false);
    await summary.click();
    expect(await page.locator('.toc-mobile .toc-list').isVisible()).toBe(true);
  });

  it('copies code with the copy button and says so', async () => {
    const { context, page } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/getting-started');
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.locator('.code-copy').click();
    await expect.poll(() => block.locator('.code-copy').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe((await block.locator('code').innerText()).trim());
  });

  it('gives headings a "#" link to themselves', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/features/share');
    const anchor = page.locator('article h2 .hash-link').first();
    const id = await page.locator('article h2').first().getAttribute('id');
    expect(await anchor.getAttribute('href')).toBe(`#${id}`);
    await page.locator('article h2').first().hover();
    await expect.poll(() => anchor.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});

describe.skipIf(!hasBrowser)('back to top', () => {
  const open = useBrowser();

  it('offers a button once the reader scrolls back up a long page, which takes them and the focus to the top', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, errors } = await open({ viewport, reducedMotion: 'reduce' });
      await gotoHydrated(page, '/docs/configuration/configuration-object');
      const button = page.getByRole('button', { name: 'Scroll back to top' });
      expect(await button.isVisible()).toBe(false);
      // Reading on down: still nothing over the text.
      await page.mouse.wheel(0, 3000);
      await page.waitForFunction(() => window.scrollY > 2500);
      await afterFrames(page);
      expect(await button.isVisible()).toBe(false);
      // Back up a little: offered.
      await page.mouse.wheel(0, -500);
      await expect.poll(() => button.isVisible()).toBe(true);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      expect(await button.isVisible()).toBe(false);
      expect(errors).toEqual([]);
    }
  });
});

describe.skipIf(!hasBrowser)('not-found page', () => {
  const open = useBrowser();

  it('offers the page a mistyped address meant, and goes there client-side', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/languages/pyhton');
    const offered = page.getByRole('region', { name: 'Did you mean' }).getByRole('link');
    expect(await offered.allTextContents()).toEqual(['Python']);
    // Marks the document: a full load would lose it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await offered.click();
    await page.waitForURL('**/docs/languages/python');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Python');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

describe.skipIf(!hasBrowser)('storage', () => {
  const open = useBrowser();

  it('keeps working when localStorage throws, warning once', async () => {
    const { page, errors } = await open();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        });
      }
    });
    await gotoHydrated(page, '/docs/overview');
    await page.click('.color-mode-toggle');
    expect(await theme(page)).toBe('dark');
    await page.click('.announcement-close');
    await page.click('.doc-sidebar a[href="/docs/why"]');
    await page.waitForURL('**/docs/why');
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('storage is unavailable'))).toHaveLength(1);
  });

  it("probes localStorage once per page load, so the site's other tabs see one probe, not one per read", async () => {
    const { context, page } = await open();
    await gotoHydrated(page, '/docs/overview');
    await page.evaluate(() => {
      const w = window as unknown as { storageKeys: (string | null)[] };
      w.storageKeys = [];
      window.addEventListener('storage', (e) => w.storageKeys.push(e.key));
    });
    const other = await context.newPage();
    await gotoHydrated(other, '/docs/features/share');
    await other.click('.color-mode-toggle');
    // The theme change is the last write: once it arrives, every earlier event has too.
    await page.waitForFunction(() => (window as unknown as { storageKeys: string[] }).storageKeys.includes('theme'));
    const keys = await page.evaluate(() => (window as unknown as { storageKeys: string[] }).storageKeys);
    expect(keys.filter((k) => k === '__docs_storage_probe__')).toHaveLength(2);
  });

  it('stores the preferred docs version and resets one that no longer exists', async () => {
    const { page } = await open();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-preferred-version-default', '0.9');
      }
    });
    await gotoHydrated(page, '/docs/overview');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});
