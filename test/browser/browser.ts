/** Shared set-up for browser tests: Debian's Chromium through playwright-core (never a downloaded browser). */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseUrl = inject('baseUrl');
export const chromiumPath = inject('chromium');
export const hasBrowser = !!chromiumPath && !!baseUrl;

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

let browser: Browser | undefined;

/** Launches one browser for the test file; returns a factory for fresh, isolated contexts. */
export function useBrowser() {
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    if (!hasBrowser) return;
    browser = await chromium.launch({
      executablePath: chromiumPath!,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return async function open(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser!.newContext({ viewport: DESKTOP, baseURL: baseUrl, ...options });
    contexts.push(context);
    // Nothing may leave the machine: any request outside the local server fails.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
    return { context, page, errors };
  };
}

/**
 * Waits until React has hydrated the page (set by the client root's first effect). A page that
 * never does fails with what it got stuck on: its URL, its load state and the scripts it has.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true').catch(async (error: Error) => {
    const state = await page
      .evaluate(() => ({
        readyState: document.readyState,
        scripts: performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).map((r) => `${new URL(r.name).pathname} ${Math.round(r.duration)} ms`),
      }))
      .catch(() => null);
    throw new Error(`${page.url()} did not hydrate: ${error.message}; page state ${JSON.stringify(state)}`);
  });
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * Resolves once the page has rendered two more frames: whatever a scroll, a focus change or a state
 * update has set in motion has been laid out and painted, and its observers told. For asserting
 * that something did not happen, without waiting a fixed time.
 */
export function afterFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/** A screenshot's pixels, row by row, four values (RGBA) each. */
export interface Pixels {
  width: number;
  height: number;
  data: number[];
}

/** Takes a screenshot of `clip` and decodes it on a blank page of `context` (the docs' Content-Security-Policy allows no data: images). */
export async function screenshotPixels(context: BrowserContext, page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<Pixels> {
  const png = await page.screenshot({ clip });
  const scratch = await context.newPage();
  try {
    return await scratch.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      return { width: image.width, height: image.height, data: [...ctx.getImageData(0, 0, image.width, image.height).data] };
    }, png.toString('base64'));
  } finally {
    await scratch.close();
  }
}

/** WCAG contrast ratio of two computed `rgb(...)` colours. */
export function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

