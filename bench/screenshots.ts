/**
 * Screenshots of every page type at the widths that matter, in both colour modes, for a person to
 * look at (nothing is asserted). Starts the built worker on loopback; run `npm run build` first.
 *
 *   npx tsx bench/screenshots.ts [out-dir] [--only=home,feature] [--paths=/docs/a,/docs/b] [--widths=390,1280] [--full]
 *
 * --paths takes any pages of the site instead of the page types (named after their path).
 *
 * Writes `<out-dir>/<page>-<width>-<theme>.png` (default out-dir: /tmp/docs-screenshots, outside git).
 * Requests leaving the machine are refused, so playgrounds show their offline state.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startSponsorsFeed, startWorker } from './lib.ts';

const PAGES: Record<string, string> = {
  home: '/docs/',
  overview: '/docs/overview',
  feature: '/docs/features/embeds',
  language: '/docs/languages/python',
  sdk: '/docs/sdk/js-ts',
  api: '/docs/api/functions/createPlayground',
  example: '/docs/examples/display-modes/full',
  'not-found': '/docs/no-such-page',
  search: '/docs/search?q=embed',
};
const WIDTHS = [360, 390, 768, 1000, 1280, 1600];
const THEMES = ['light', 'dark'] as const;

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]?.split(',');
const outDir = args.find((a) => !a.startsWith('--')) ?? '/tmp/docs-screenshots';
const pages = flag('paths')
  ? flag('paths')!.map((path) => [path.replace(/^\/docs\/?/, '').replace(/[^a-z0-9]+/gi, '-') || 'home', path] as const)
  : Object.entries(PAGES).filter(([name]) => !flag('only') || flag('only')!.includes(name));
const widths = flag('widths')?.map(Number) ?? WIDTHS;
const fullPage = args.includes('--full');

mkdirSync(outDir, { recursive: true });
const feed = await startSponsorsFeed();
const worker = await startWorker({ SPONSORS_URL: feed.url });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const theme of THEMES) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 700 ? 800 : 900 }, baseURL: worker.url });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      const page = await context.newPage();
      for (const [name, path] of pages) {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true').catch(() => {});
        await page.waitForTimeout(300);
        const file = join(outDir, `${name}-${width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage });
      }
      await context.close();
    }
  }
  console.log(`${pages.length * widths.length * THEMES.length} screenshots in ${outDir}`);
} finally {
  await browser.close();
  worker.stop();
  feed.close();
}
