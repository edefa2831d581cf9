import { describe, expect, it } from 'vitest';
import { hasBrowser, hydrated, MOBILE, useBrowser } from './browser.ts';

/** When the page's first contentful paint happened, and when each of the app's scripts was requested (ms since navigation). */
async function paintAndScripts(page: import('playwright-core').Page): Promise<{ fcp: number | undefined; scripts: number[] }> {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => /\/docs\/assets\/[^/]+\.js$/.test(r.name))
      .map((r) => r.startTime),
  }));
}

describe.skipIf(!hasBrowser)('app loader', () => {
  const open = useBrowser();

  it("requests the app's scripts only once the page's content is painted", async () => {
    // Three fresh loads of each: a frame callback alone, as the loader used before, let Chromium
    // request the scripts before the first paint in about half of such loads.
    for (const path of ['/docs/', '/docs/overview']) {
      for (let load = 0; load < 3; load++) {
        const { page, errors } = await open({ viewport: MOBILE });
        await page.goto(path);
        await hydrated(page);
        const { fcp, scripts } = await paintAndScripts(page);
        expect(fcp, `${path}: first contentful paint`).toBeGreaterThan(0);
        expect(scripts.length, `${path}: the app's scripts`).toBeGreaterThanOrEqual(1);
        for (const start of scripts) expect(start, `${path}, load ${load + 1}: a script requested at ${start} ms, the first paint at ${fcp} ms`).toBeGreaterThanOrEqual(fcp!);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('still loads the app in a browser that reports no paint timing', async () => {
    const { page, errors } = await open();
    await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] }));
    await page.goto('/docs/overview');
    await hydrated(page);
    expect(errors).toEqual([]);
  });

  /**
   * Opens the overview with no paint ever reported (the observer never starts), in a hidden tab if
   * asked, waits for the app, and returns when its first script was requested (ms since navigation).
   */
  async function firstScriptWithoutPaint(hidden: boolean): Promise<number> {
    const { page, errors } = await open();
    await page.addInitScript((hide) => {
      if (hide) Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      PerformanceObserver.prototype.observe = () => {};
    }, hidden);
    await page.goto('/docs/overview');
    await hydrated(page);
    const { scripts } = await paintAndScripts(page);
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    return Math.min(...scripts);
  }

  it('loads the app at once in a tab that is hidden, where nothing is painted', async () => {
    // Hidden, and no paint ever reported (as in a background tab): only the hidden branch starts the
    // app before the five-second backstop.
    expect(await firstScriptWithoutPaint(true), 'requested before the backstop').toBeLessThan(5000);
  });

  it('loads the app after five seconds when the browser never reports the first paint', async () => {
    expect(await firstScriptWithoutPaint(false), 'requested by the backstop').toBeGreaterThanOrEqual(5000);
  });
});
