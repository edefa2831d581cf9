import { build } from 'esbuild';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from './browser.ts';

/** Bundles a tiny page that renders a navbar with one broken item, in the given mode. */
async function harness(mode: 'development' | 'production'): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { createRoot } from 'react-dom/client';
        import { NavItemBoundary } from './src/app/error-boundary.tsx';
        function Broken() { throw new Error('bad item config'); }
        createRoot(document.getElementById('root')).render(
          <ul>
            <li><NavItemBoundary label="Docs"><a href="/docs/overview">Docs</a></NavItemBoundary></li>
            <li><NavItemBoundary label="Broken item"><Broken /></NavItemBoundary></li>
            <li><NavItemBoundary label="GitHub"><a href="https://github.com/live-codes/livecodes">GitHub</a></NavItemBoundary></li>
          </ul>,
        );`,
      resolveDir: join(import.meta.dirname, '../..'),
      loader: 'tsx',
    },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

describe.skipIf(!hasBrowser)('navbar item errors', () => {
  const open = useBrowser();

  it('name the broken item in development builds and keep the other items', async () => {
    const { page } = await open();
    await page.setContent('<div id="root"></div>');
    await page.addScriptTag({ content: await harness('development') });
    await expect.poll(() => page.locator('.navbar-item-error').textContent()).toBe('Navbar item "Broken item" failed to render');
    expect(await page.locator('a').allTextContents()).toEqual(['Docs', 'GitHub']);
  });

  it('drop the broken item silently in production builds', async () => {
    const { page } = await open();
    await page.setContent('<div id="root"></div>');
    await page.addScriptTag({ content: await harness('production') });
    await expect.poll(() => page.locator('a').allTextContents()).toEqual(['Docs', 'GitHub']);
    expect(await page.locator('.navbar-item-error').count()).toBe(0);
  });
});
