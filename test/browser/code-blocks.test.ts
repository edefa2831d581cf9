/** Reading code: size, the dark-mode surface, actions that never cover the code, and wrapping long lines. */
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

  it('offers Wrap on a block whose lines are too long for it: wrapped, the lines fit and the text is unchanged; again, they scroll', async () => {
    const { context, page } = await open({ viewport: { width: 390, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/sdk/js-ts');
    // By position: wrapped, the block loses [data-long-lines] (nothing overflows any more).
    await page.locator('.code-block[data-long-lines]').first().waitFor();
    const index = await page.locator('.code-block').evaluateAll((blocks) => blocks.findIndex((b) => b.hasAttribute('data-long-lines')));
    const block = page.locator('.code-block').nth(index);
    await block.scrollIntoViewIfNeeded();
    const pre = block.locator('pre');
    const overflow = () => pre.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow()).toBeGreaterThan(0);
    const wrap = block.getByRole('button', { name: 'Wrap' });
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    const before = (await pre.boundingBox())!.height;
    const text = await pre.innerText();

    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await overflow()).toBe(0);
    expect((await pre.boundingBox())!.height).toBeGreaterThan(before);
    // Still there, to undo it, though nothing overflows now; and Copy copies the lines, not the wraps.
    expect(await wrap.isVisible()).toBe(true);
    expect(await pre.innerText()).toBe(text);
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text.trim());

    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    expect(await overflow()).toBeGreaterThan(0);
  });

  it('continues a wrapped line further in than its own code, whatever its indentation', async () => {
    const { page } = await open({ viewport: { width: 390, height: 800 } });
    await gotoHydrated(page, '/docs/gh-action');
    const block = page.locator('.code-block', { hasText: 'workflow_run.conclusion' });
    await block.locator('.code-wrap').click();
    // The YAML `if:` line, indented 4 spaces: where its code starts, and where its second row starts.
    const [codeStart, rowStart] = await block.evaluate((el) => {
      const line = [...el.querySelectorAll('.line')].find((l) => l.textContent!.includes('workflow_run.conclusion'))!;
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      const first = walker.nextNode() as Text;
      const char = document.createRange();
      const offset = first.data.search(/\S/);
      char.setStart(first, offset);
      char.setEnd(first, offset + 1);
      const all = document.createRange();
      all.selectNodeContents(line);
      const rects = [...all.getClientRects()].filter((r) => r.width > 0);
      const top = Math.min(...rects.map((r) => r.top));
      return [char.getBoundingClientRect().left, Math.min(...rects.filter((r) => r.top > top + 4).map((r) => r.left))];
    });
    const ch = await block.locator('pre').evaluate((el) => {
      const probe = el.appendChild(document.createElement('span'));
      probe.textContent = '0000000000';
      const width = probe.getBoundingClientRect().width / 10;
      probe.remove();
      return width;
    });
    expect(rowStart - codeStart).toBeCloseTo(4 * ch, 0);
  });

  it('prints long lines wrapped, without the buttons', async () => {
    const { page } = await open({ viewport: { width: 390, height: 800 } });
    await gotoHydrated(page, '/docs/sdk/js-ts');
    await page.locator('.code-block[data-long-lines]').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const overflowing = await page.locator('.code-block pre').evaluateAll((pres) => pres.filter((el) => el.scrollWidth > el.clientWidth).length);
    expect(overflowing).toBe(0);
    expect(await page.locator('.code-actions').first().isVisible()).toBe(false);
  });

  it('shows no Wrap on a block that fits, and showing it on one that does not moves nothing', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, '/docs/features/read-only');
    const fits = page.locator('.code-block:not([data-long-lines])').first();
    expect(await fits.locator('pre').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await fits.locator('.code-wrap').isVisible()).toBe(false);
    // Invisible means out of the tab order too: back from the first action, the focus skips it.
    await fits.locator('.code-action:not(.code-wrap)').first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).not.toContain('code-wrap');

    // Where the actions sit in the server's HTML (no script) is where they stay once Wrap shows.
    const phone = { width: 390, height: 800 };
    const copyBox = async (javaScriptEnabled: boolean) => {
      const { page } = await open({ viewport: phone, javaScriptEnabled });
      await page.goto('/docs/sdk/js-ts');
      if (javaScriptEnabled) await page.locator('.code-block[data-long-lines]').first().waitFor();
      const first = page.locator('.code-block').first();
      return { copy: await first.locator('.code-copy').boundingBox(), wrap: await first.locator('.code-wrap').isVisible() };
    };
    const withoutScript = await copyBox(false);
    const withScript = await copyBox(true);
    expect(withoutScript.wrap).toBe(false);
    expect(withScript.wrap).toBe(true);
    expect(withScript.copy).toEqual(withoutScript.copy);
  });
});
