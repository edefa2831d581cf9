/** Every page of the site on a 320 px phone: nothing may make the page scroll sideways. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../browser/browser.ts';

describe.skipIf(!hasBrowser)('every page at 320 px', () => {
  const open = useBrowser();

  it('never makes the page scroll sideways on a 320 px phone, on any page of the site', async () => {
    const { docs } = JSON.parse(readFileSync(join(import.meta.dirname, '../../.generated/manifest.json'), 'utf8')) as { docs: { path: string }[] };
    const wide: string[] = [];
    // Two tabs share the pages: the server and Chromium each have a core. The layout is the server's
    // HTML and CSS: scripts and images are left out, which saves a third of the time.
    const tabs = await Promise.all(
      [0, 1].map(async () => {
        const { context, page } = await open({ viewport: { width: 320, height: 640 } });
        await context.route(/\.(js|png|svg|webp)(\?|$)/, (route) => route.abort());
        return page;
      }),
    );
    let next = 0;
    await Promise.all(
      tabs.map(async (page) => {
        while (next < docs.length) {
          const { path } = docs[next++];
          await page.goto(path);
          // What sticks out past the screen's right edge outside any scrolling box (tables and code scroll in their own).
          const culprit = await page.evaluate(() => {
            const edge = document.documentElement.clientWidth;
            if (document.documentElement.scrollWidth <= edge) return null;
            const out = [...document.querySelectorAll<HTMLElement>('body *')].find((el) => {
              if (el.getBoundingClientRect().right <= edge + 1) return false;
              for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return false;
              return true;
            });
            return out ? `<${out.tagName.toLowerCase()} class="${out.className}"> "${(out.textContent ?? '').slice(0, 40)}"` : 'unknown';
          });
          if (culprit) wide.push(`${path}: ${culprit}`);
        }
      }),
    );
    expect(wide).toEqual([]);
  });

});
