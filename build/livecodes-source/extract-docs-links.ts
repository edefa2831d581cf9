/**
 * The links into the docs that the app and the SDK hand their users: help links of the app's screens
 * (`{{DOCS_BASE_URL}}features/…` in its HTML, `DOCS_BASE_URL` in its code) and the
 * `https://livecodes.io/docs/…` links of the SDK's doc comments, which editors show on hover. This
 * site replaces the docs those links were written for, so each must still land on a page and section.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LiveCodesFacts } from './facts-types.ts';
import { listSourceFiles } from './program.ts';

/** What follows the docs base in a link: a route below /docs/ and maybe a `#section`. */
const PATH = String.raw`([a-z0-9][a-z0-9./_-]*)?(#[a-z0-9-]+)?`;
const PATTERNS = [
  new RegExp(String.raw`\{\{DOCS_BASE_URL\}\}` + PATH, 'gi'), // the app's HTML screens
  new RegExp(String.raw`\$\{(?:process\.env\.|predefinedValues\.)DOCS_BASE_URL\}` + PATH, 'gi'), // template literals
  new RegExp(String.raw`DOCS_BASE_URL\s*\+\s*['"\`]` + PATH, 'gi'), // concatenation
  new RegExp(String.raw`https://livecodes\.io/docs/` + PATH, 'gi'), // the SDK's doc comments and fixed links
];

/** The app's and the SDK's code and HTML screens, tests left out. */
const isScreenOrCode = (name: string) => /\.(ts|tsx|html)$/.test(name) && !/\.(spec|test)\.ts$/.test(name);

export function extractDocsLinks(root: string): LiveCodesFacts['docsLinks'] {
  const found = new Map<string, Set<string>>();
  for (const file of [...listSourceFiles(join(root, 'src/livecodes'), isScreenOrCode), ...listSourceFiles(join(root, 'src/sdk'), isScreenOrCode)]) {
    const text = readFileSync(file, 'utf8');
    const from = relative(root, file).split('\\').join('/');
    for (const pattern of PATTERNS) {
      for (const m of text.matchAll(pattern)) {
        // A link ends where its sentence does: drop a trailing slash or full stop.
        const path = (m[1] ?? '').replace(/[./]+$/, '');
        const link = (path ? `/docs/${path}` : '/docs/') + (m[2] ?? '');
        if (!found.has(link)) found.set(link, new Set());
        found.get(link)!.add(from);
      }
    }
  }
  if (found.size < 20) throw new Error(`${root}: found only ${found.size} links into the docs; has the way the app writes them changed?`);
  return [...found]
    .map(([link, files]) => ({ link, from: [...files].sort() }))
    .sort((a, b) => a.link.localeCompare(b.link));
}
