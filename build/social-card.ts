/**
 * `npm run social-card`: draws the picture that link previews show for every page (Open Graph and
 * Twitter cards, 1200×630) and writes it to src/static/img/social-card.png, which is committed
 * like the logo. Run it by hand when the logo or the wording changes; the build only copies the
 * file. It needs Chromium, as the browser tests do (CHROMIUM_PATH, else /usr/bin/chromium).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import site from '../content/site.config.ts';
import { projectRoot } from './project-root.ts';
import { SOCIAL_CARD } from '../src/shared/social-card.ts';

const logo = readFileSync(join(projectRoot, 'src/static/img/livecodes-logo.svg'), 'utf8');
const out = join(projectRoot, 'src/static', SOCIAL_CARD.path.replace(/^\/docs\//, ''));

const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body { width: ${SOCIAL_CARD.width}px; height: ${SOCIAL_CARD.height}px; box-sizing: border-box; padding: 88px 96px; display: flex; flex-direction: column; justify-content: space-between;
    background: #111827; border-bottom: 12px solid #3fd2ae; color: #f9fafb; font-family: system-ui, 'DejaVu Sans', sans-serif; }
  header { display: flex; align-items: center; gap: 28px; }
  header svg { width: 120px; height: 120px; }
  h1 { margin: 0; font-size: 84px; letter-spacing: -1px; }
  .docs { color: #3fd2ae; }
  p { margin: 0; max-width: 960px; font-size: 40px; line-height: 1.35; color: #d1d5db; }
  footer { font-size: 30px; color: #9ca3af; }
</style></head><body>
  <header>${logo}<h1>${site.title} <span class="docs">Docs</span></h1></header>
  <p>${SOCIAL_CARD.text}</p>
  <footer>${new URL(site.url).host}/docs</footer>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height } });
  await page.setContent(html);
  await page.screenshot({ path: out, type: 'png' });
  console.log(`Wrote ${out}`);
} finally {
  await browser.close();
}
