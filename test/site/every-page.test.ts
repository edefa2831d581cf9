/** Every page of the site, as served: a 200, complete HTML, its heading. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocMeta } from '../../src/shared/types.ts';
import { baseUrl, hasBrowser } from '../browser/browser.ts';

const { docs } = JSON.parse(readFileSync(join(import.meta.dirname, '../../.generated/manifest.json'), 'utf8')) as { docs: DocMeta[] };

describe.skipIf(!hasBrowser)('every page', () => {
  it('renders, complete, with its heading', async () => {
    const failed: string[] = [];
    for (const { path, title, layout } of docs) {
      const res = await fetch(`${baseUrl}${path}`);
      const html = await res.text();
      if (res.status !== 200) failed.push(`${path}: status ${res.status}`);
      else if (res.headers.get('Content-Type') !== 'text/html; charset=utf-8') failed.push(`${path}: ${res.headers.get('Content-Type')}`);
      else if (layout === 'doc' && !html.includes(`<h1>${title.replace(/&/g, '&amp;')}</h1>`)) failed.push(`${path}: no heading "${title}"`);
      else if (!html.trimEnd().endsWith('</html>')) failed.push(`${path}: incomplete`);
    }
    expect(docs.length).toBeGreaterThan(200);
    expect(failed).toEqual([]);
  });
});
