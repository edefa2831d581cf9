/** axe-core in a page, and the kinds of page the accessibility tests visit (test/browser, test/site). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContextOptions, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The page's axe violations, one line each: rule, what it asks, and up to three offending elements. */
export async function violations(page: Page, skip: string[] = []): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  }, TAGS);
  return found.filter((v) => !skip.includes(v.id)).map((v) => `${v.id} (${v.help}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** One page of each kind, with what makes it different. */
export const PAGES = {
  home: '/docs/',
  overview: '/docs/overview',
  'feature page': '/docs/features/share',
  'language page with a comparison table': '/docs/languages/python',
  'SDK page': '/docs/sdk/js-ts',
  'API page': '/docs/api/interfaces/EmbedOptions',
  'languages table with its filter': '/docs/languages',
  'page with live embeds': '/docs/features/display-modes',
  'page with several admonitions of one kind': '/docs/advanced/docker',
  'page with a task list': '/docs/contribution/adding-languages',
  'code with highlighted lines, comments among them': '/docs/languages/jsx',
  'tables that scroll sideways on a phone, with no link inside': '/docs/configuration/query-params',
  'contact page with its form': '/docs/contact',
  'search page': '/docs/search?q=embed',
  'not-found page, with suggestions': '/docs/features/sharing',
};

/** A fresh page in a colour mode (set before any script runs, as a returning visitor's stored choice). */
export async function visitIn(open: (options?: BrowserContextOptions) => Promise<{ context: import('playwright-core').BrowserContext; page: Page }>, theme: 'light' | 'dark', viewport?: { width: number; height: number }): Promise<Page> {
  const { context, page } = await open({ bypassCSP: true, ...(viewport ? { viewport } : {}) });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return page;
}
