/** Interactive parts of page content, which ships as HTML: tabs, the languages filter, copy buttons, embeds. */
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, hasBrowser, MOBILE, useBrowser } from './browser.ts';

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
