/** Reading code: size, the dark-mode surface, and actions that never cover the code (issue 22). */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrast, gotoHydrated, hasBrowser, useBrowser } from './browser.ts';

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe.skipIf(!hasBrowser)('code blocks', () => {
  const open = useBrowser();

  it('sets code blocks at 14-15 px with a line height of at least 1.5, and inline code alike', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/docs/features/ai');
    const size = parseFloat(await style(page, '.code-block pre', 'font-size'));
    const lineHeight = parseFloat(await style(page, '.code-block pre', 'line-height'));
    expect(size).toBeGreaterThanOrEqual(14);
    expect(size).toBeLessThanOrEqual(15);
    expect(lineHeight / size).toBeGreaterThanOrEqual(1.5);
    // Inside the block, the code element does not shrink the text a second time.
    expect(parseFloat(await style(page, '.code-block pre code', 'font-size'))).toBe(size);
    const inline = parseFloat(await style(page, '.markdown p > code', 'font-size'));
    expect(Math.abs(inline - size)).toBeLessThanOrEqual(1);
  });

  it('gives dark-mode code blocks a surface that stands out from the page', async () => {
    const { context, page } = await open();
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/docs/features/ai');
    const code = await style(page, '.code-block pre', 'background-color');
    const pageBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(contrast(code, pageBg)).toBeGreaterThanOrEqual(1.2);
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 800 }]) {
    it(`shows Copy and 'Open in LiveCodes' without hovering, never over the code (${viewport.width} px)`, async () => {
      const { page } = await open({ viewport });
      await gotoHydrated(page, '/docs/features/module-resolution');
      // A block with no title and both actions.
      const block = page.locator('.code-block:not(:has(.code-block-title)):has(.code-open)').first();
      await block.scrollIntoViewIfNeeded();
      const pre = await block.locator('pre').boundingBox();
      for (const name of ['Copy code to clipboard', 'Open in LiveCodes']) {
        const action = block.getByRole(name.startsWith('Copy') ? 'button' : 'link', { name: new RegExp(name) });
        expect(await action.evaluate((el) => Number(getComputedStyle(el.closest('.code-actions')!).opacity))).toBe(1);
        const box = (await action.boundingBox())!;
        const overlaps = box.x < pre!.x + pre!.width && box.x + box.width > pre!.x && box.y < pre!.y + pre!.height && box.y + box.height > pre!.y;
        expect(overlaps, name).toBe(false);
      }
    });
  }
});
