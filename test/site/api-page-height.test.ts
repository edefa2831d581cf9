/**
 * Every page of the API reference on a 1280 × 800 screen: none may be taller than 15 screens, or a
 * reader scrolls past thousands of pixels of one member to reach the next.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasBrowser, useBrowser } from '../browser/browser.ts';

const BUDGET = 15 * DESKTOP.height;

describe.skipIf(!hasBrowser)('API reference pages at 1280 px', () => {
  const open = useBrowser();

  it(`are each at most ${BUDGET} px tall`, async () => {
    const { docs } = JSON.parse(readFileSync(join(import.meta.dirname, '../../.generated/manifest.json'), 'utf8')) as { docs: { path: string }[] };
    const paths = docs.map((d) => d.path).filter((p) => p.startsWith('/docs/api'));
    expect(paths.length).toBeGreaterThan(40);
    // The height is the server's HTML and CSS: scripts and images are left out, as in the other sweeps.
    const { context, page } = await open({ viewport: DESKTOP });
    await context.route(/\.(js|png|svg|webp)(\?|$)/, (route) => route.abort());
    const tall: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > BUDGET) tall.push(`${path}: ${height} px`);
    }
    expect(tall).toEqual([]);
  });
});
