/** Interactive parts of page content, which ships as HTML: tabs, the languages filter, copy buttons, embeds. */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, hasBrowser, MOBILE, screenshotPixels, useBrowser } from './browser.ts';

/**
 * How far the pixels of a 2 px strip inside one edge of `box` stray from the page's background (the
 * largest difference in any colour channel, 0 to 255): 0 where the box has faded out into the page.
 */
async function edgeStray(context: BrowserContext, page: Page, box: Locator, side: 'left' | 'right'): Promise<number> {
  const { x, y, width, height } = (await box.boundingBox())!;
  // The part on screen, below the navbar and its shadow.
  const top = Math.max(y, (await page.locator('.navbar').boundingBox())!.height + 2);
  const bottom = Math.min(y + height, page.viewportSize()!.height);
  const { data } = await screenshotPixels(context, page, { x: side === 'left' ? x : x + width - 2, y: top, width: 2, height: bottom - top });
  const background = (await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).match(/\d+/g)!.slice(0, 3).map(Number);
  let stray = 0;
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) stray = Math.max(stray, Math.abs(data[i + c] - background[c]));
  return stray;
}

describe.skipIf(!hasBrowser)('page content behaviours', () => {
  const open = useBrowser();

  it('switches tabs by click and by arrow, Home and End keys, on a page reached client-side', async () => {
    const { page, errors } = await open();
    await gotoHydrated(page, '/docs/overview');
    await page.click('.doc-sidebar a[href="/docs/getting-started"]');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Getting Started');
    const tabs = page.locator('.tabs').first();
    const tab = (i: number) => tabs.locator('[role="tab"]').nth(i);
    const panel = (i: number) => tabs.locator('[role="tabpanel"]').nth(i);
    const count = await tabs.locator('[role="tab"]').count();
    expect(count).toBeGreaterThan(1);
    expect(await panel(0).isVisible()).toBe(true);
    await tab(1).click();
    expect(await tab(1).getAttribute('aria-selected')).toBe('true');
    expect(await tab(0).getAttribute('aria-selected')).toBe('false');
    expect(await panel(1).isVisible()).toBe(true);
    expect(await panel(0).isVisible()).toBe(false);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    expect(await panel(0).isVisible()).toBe(true);
    await page.keyboard.press('End');
    expect(await tab(count - 1).getAttribute('aria-selected')).toBe('true');
    expect(await tab(count - 1).getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('ArrowRight');
    expect(await tab(0).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('switches grouped tabs together, keeps the chosen tab in place, and remembers the choice on other pages', async () => {
    const { page, errors } = await open();
    await gotoHydrated(page, '/docs/markdown-to-livecodes');
    const selected = () => page.$$eval('.tabs[data-group="package-manager"]', (sets) => sets.map((s) => s.querySelector('[role="tab"][aria-selected="true"]')?.textContent));
    const shownCommands = () => page.$$eval('.tabs[data-group="package-manager"] [role="tabpanel"]:not([hidden]) code', (codes) => codes.map((c) => c.textContent?.trim().split(/\s+/)[0]));
    expect(await selected()).toEqual(['npm', 'npm', 'npm']);
    // The last set, scrolled into view: switching it switches the two above it too.
    const last = page.locator('.tabs[data-group="package-manager"]').last().getByRole('tab', { name: 'pnpm' });
    // Make the first set's pnpm panel much taller than its npm panel, as a set with longer content would be.
    await page.locator('.tabs[data-group="package-manager"]').first().locator('[role="tabpanel"]').nth(2).evaluate((panel) => (panel.style.minHeight = '600px'));
    await last.scrollIntoViewIfNeeded();
    const top = await last.evaluate((el) => el.getBoundingClientRect().top);
    await last.click();
    expect(await selected()).toEqual(['pnpm', 'pnpm', 'pnpm']);
    expect(await shownCommands()).toEqual(['pnpm', 'pnpm', 'pnpm']);
    expect(Math.abs((await last.evaluate((el) => el.getBoundingClientRect().top)) - top)).toBeLessThan(2);
    // Keys choose for the group too.
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual(['bun', 'bun', 'bun']);
    // Another page, reached client-side, shows the remembered choice.
    await page.click('.doc-sidebar a[href="/docs/getting-started"]');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Getting Started');
    await expect.poll(selected).toEqual(['bun']);
    expect(await shownCommands()).toEqual(['bun']);
    // A page without that choice (the SDK's tabs have no bun) keeps its default; a full load of the
    // first page restores it.
    await gotoHydrated(page, '/docs/sdk');
    expect(await selected()).toEqual(['npm']);
    await gotoHydrated(page, '/docs/markdown-to-livecodes');
    expect(await selected()).toEqual(['bun', 'bun', 'bun']);
    expect(await page.evaluate(() => localStorage.getItem('docs-tabs:package-manager'))).toBe('bun');
    // Tabs without a group switch alone and are not remembered.
    await gotoHydrated(page, '/docs/tutorials/getting-started-guide');
    const tutorial = page.locator('.tabs').first();
    await tutorial.getByRole('tab', { name: 'CSS' }).click();
    expect(await page.locator('.tabs').nth(1).locator('[role="tab"][aria-selected="true"]').textContent()).toBe('HTML');
    expect(errors).toEqual([]);
  });

  it('filters the languages table as the reader types', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/languages');
    const table = page.locator('.languages-table');
    const total = Number(await table.getAttribute('data-total'));
    const visibleRows = () => table.locator('tbody tr:visible').count();
    expect(await visibleRows()).toBe(total);
    await table.locator('input[type="search"]').fill('python');
    await expect.poll(visibleRows).toBeLessThan(10);
    const shown = await visibleRows();
    expect(shown).toBeGreaterThan(0);
    expect(await table.locator('.languages-count').textContent()).toBe(`${shown} of ${total} match`);
    for (const text of await table.locator('tbody tr:visible').allTextContents()) expect(text.toLowerCase()).toMatch(/py/);
    await table.locator('input[type="search"]').fill('no-such-language-xyz');
    await expect.poll(visibleRows).toBe(0);
    expect(await table.locator('.languages-empty').isVisible()).toBe(true);
    expect(await table.locator('.languages-empty strong').textContent()).toBe('no-such-language-xyz');
    await table.locator('input[type="search"]').fill('');
    await expect.poll(visibleRows).toBe(total);
    expect(await table.locator('.languages-empty').isVisible()).toBe(false);
    expect(await table.locator('.languages-count').textContent()).toBe(`${total} languages and processors`);
  });

  it("shows the languages filter's whole placeholder, and keeps names whole in its no-match message, on a phone", async () => {
    const { page } = await open({ viewport: { width: 320, height: 700 } });
    await gotoHydrated(page, '/docs/languages');
    const input = page.locator('.languages-filter input');
    const fits = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = style.font;
      return ctx.measureText(el.placeholder).width <= el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    expect(fits).toBe(true);
    // Queries of every length move the names in the message to every place in its lines.
    const split: string[] = [];
    for (let n = 1; n <= 24; n++) {
      await input.fill('q'.repeat(n));
      split.push(...(await page.locator('.languages-empty code').evaluateAll((codes) => codes.filter((c) => c.getClientRects().length > 1).map((c) => c.textContent!))));
    }
    expect(split).toEqual([]);
  });

  it('copies code after a client-side navigation', async () => {
    const { context, page } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/overview');
    await page.click('.doc-sidebar a[href="/docs/getting-started"]');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Getting Started');
    const block = page.locator('.code-block:visible').first();
    await block.locator('.code-copy').click();
    await expect.poll(() => block.locator('.code-copy').textContent()).toBe('Copied');
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe((await block.locator('code').innerText()).trim());
    await expect.poll(() => block.locator('.code-copy').textContent(), { timeout: 4000 }).toBe('Copy');
  });

  it('creates embeds on a page reached client-side, and removes them on leaving', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 500 } });
    await gotoHydrated(page, '/docs/examples/display-modes');
    await page.locator('.page-body a[href="/docs/examples/display-modes/codeblock"]').first().click();
    await page.waitForURL('**/docs/examples/display-modes/codeblock');
    await expect.poll(() => page.locator('.livecodes-embed iframe').count(), { timeout: 10000 }).toBe(1);
    await page.goBack();
    await page.waitForURL('**/docs/examples/display-modes');
    await expect.poll(() => page.locator('iframe').count()).toBe(0);
  });

  it('fades a table that scrolls sideways out at the edge where more of it is hidden, in both colour modes', async () => {
    const { context, page } = await open({ viewport: { width: 390, height: 800 } });
    for (const theme of ['light', 'dark']) {
      await page.goto('/docs/languages');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await gotoHydrated(page, '/docs/languages');
      // Its last column starts right at the screen's edge: without a cue, the table looks whole.
      const table = page.locator('h2#languages-with-two-runtimes ~ table').first();
      await table.scrollIntoViewIfNeeded();
      await expect.poll(() => table.evaluate((t) => t.scrollWidth > t.clientWidth)).toBe(true);
      await expect.poll(() => edgeStray(context, page, table, 'right')).toBeLessThan(8);
      // Its left edge, with nothing hidden beyond it, shows the table's border.
      expect(await edgeStray(context, page, table, 'left')).toBeGreaterThan(16);
      // Scrolled to its end, the cue moves to the other side.
      await table.evaluate((t) => t.scrollTo({ left: t.scrollWidth }));
      await expect.poll(() => edgeStray(context, page, table, 'left')).toBeLessThan(8);
      expect(await edgeStray(context, page, table, 'right'), theme).toBeGreaterThan(16);
    }
  });

  it('keeps code in table cells whole where the table has room for it', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/docs/sdk/react');
    // The props tables: a default URL and function types, beside columns with room to spare.
    const codes = page.locator('h2#props ~ table td code');
    const broken = () => codes.evaluateAll((all) => all.filter((c) => c.getClientRects().length > 1).map((c) => c.textContent!));
    // Nothing is cut inside a word; a long union type may wrap between its members.
    await expect.poll(async () => (await broken()).filter((text) => !/ \| /.test(text))).toEqual([]);
    expect(await codes.evaluateAll((all) => all.map((c) => c.textContent))).toEqual(expect.arrayContaining(["'https://livecodes.io'", '(sdk: Playground) => void']));
    expect(await page.locator('h2#props ~ table').evaluateAll((all) => all.some((t) => t.scrollWidth > t.clientWidth))).toBe(false);
  });

  it('gives a table that scrolls sideways a tab stop, and a table that fits none', async () => {
    const { page } = await open({ viewport: MOBILE });
    await gotoHydrated(page, '/docs/configuration/query-params');
    const tables = page.locator('.markdown table');
    const state = () =>
      tables.evaluateAll((all) => all.map((t) => ({ scrolls: t.scrollWidth > t.clientWidth, focusable: t.getAttribute('tabindex') === '0' })));
    await expect.poll(async () => (await state()).some((t) => t.scrolls && t.focusable)).toBe(true);
    for (const table of await state()) expect(table.focusable).toBe(table.scrolls);
    // The keyboard reaches a scrolling table and scrolls it.
    const wide = tables.and(page.locator('[tabindex="0"]')).first();
    await wide.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wide.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
    // On a desktop screen, tables that now fit lose their tab stop.
    const onPhone = (await state()).map((t) => t.focusable);
    await page.setViewportSize(DESKTOP);
    await expect.poll(async () => (await state()).every((t) => t.focusable === t.scrolls)).toBe(true);
    expect((await state()).some((t, i) => onPhone[i] && !t.focusable)).toBe(true);
  });
});
