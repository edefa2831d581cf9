/**
 * Every page's Markdown twin (`<page>.md`, also llms-full.txt, 'Copy page as Markdown' and the MCP
 * server's get_page) against the page's HTML body, as `npm run build` wrote both: the same h2/h3
 * headings in order, every code block as a fence, every table with its header cells, every link,
 * and Markdown a reader's tools can read (no text run together, no HTML entities, no JSX or HTML).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Nodes, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { bodies } from '../../.generated/bodies.mjs';
import { markdownTwinPath } from '../../src/shared/paths.ts';
import type { DocMeta, SiteConfig } from '../../src/shared/types.ts';
import { bodyOutline, parseMarkdown, twinOutline, type Outline } from './page-outline.ts';

const root = join(import.meta.dirname, '../..');
const { docs } = JSON.parse(readFileSync(join(root, '.generated/manifest.json'), 'utf8')) as { docs: DocMeta[] };
const site = JSON.parse(readFileSync(join(root, '.generated/site.json'), 'utf8')) as SiteConfig;

interface Page {
  id: string;
  tree: Root;
  /** The twin's text outside code. */
  prose: string;
  body: Outline;
  twinOutline: Outline;
}

/** Markdown's text outside code (code spans and blocks become spaces, so lines and offsets stay). */
function prose(markdown: string, tree: Root): string {
  const parts: string[] = [];
  let from = 0;
  const blank = (node: Nodes) => {
    if ((node.type === 'code' || node.type === 'inlineCode') && node.position) {
      const { start, end } = node.position;
      parts.push(markdown.slice(from, start.offset), markdown.slice(start.offset, end.offset).replace(/[^\n]/g, ' '));
      from = end.offset!;
      return;
    }
    if ('children' in node) for (const child of node.children) blank(child as Nodes);
  };
  blank(tree);
  return parts.join('') + markdown.slice(from);
}

const pages: Page[] = await Promise.all(
  docs.map(async (doc) => {
    const html = bodies[doc.id]();
    const twin = readFileSync(join(root, 'dist/client', markdownTwinPath(doc.path)), 'utf8');
    const tree = parseMarkdown(twin);
    return { id: doc.id, tree, prose: prose(twin, tree), body: bodyOutline(html, site.url), twinOutline: twinOutline(tree) };
  }),
);

/** The pages whose twin fails `check`, one line each, to report them all at once. */
function failures(check: (page: Page) => string | null): string[] {
  return pages.flatMap((page) => {
    const problem = check(page);
    return problem === null ? [] : [`${page.id}: ${problem}`];
  });
}

const firstDifference = (body: string[], twin: string[]) => {
  const at = body.findIndex((item, i) => item !== twin[i]);
  const i = at === -1 ? body.length : at;
  return `${body.length} on the page, ${twin.length} in the twin; #${i + 1} is ${JSON.stringify(body[i]?.slice(0, 80))} on the page, ${JSON.stringify(twin[i]?.slice(0, 80))} in the twin`;
};

/** A line's own Markdown: what follows its quote, list and indentation marks. */
const lineContent = (line: string) => line.replace(/^\s*(?:(?:>|[-*+]|\d+[.)])(?:\s+|$))*/, '');

describe('Markdown twins hold what their pages show', () => {
  it('reads every page and its twin', () => {
    expect(pages.length).toBe(docs.length);
    // Far fewer would mean the outlines lost what they read.
    expect(pages.reduce((n, p) => n + p.body.headings.length, 0)).toBeGreaterThan(1000);
    expect(pages.reduce((n, p) => n + p.body.code.length, 0)).toBeGreaterThan(500);
  });

  it('has the same h2 and h3 headings, in the same order', () => {
    expect(failures((p) => (p.body.headings.join('\n') === p.twinOutline.headings.join('\n') ? null : firstDifference(p.body.headings, p.twinOutline.headings)))).toEqual([]);
  });

  it('has every code block, in order, as a fence holding its code', () => {
    expect(failures((p) => (p.body.code.join('\n\0') === p.twinOutline.code.join('\n\0') ? null : firstDifference(p.body.code, p.twinOutline.code)))).toEqual([]);
  });

  it('has every table, with its header cells', () => {
    const rows = (o: Outline) => o.tables.map((cells) => cells.join(' | '));
    expect(failures((p) => (rows(p.body).join('\n') === rows(p.twinOutline).join('\n') ? null : firstDifference(rows(p.body), rows(p.twinOutline))))).toEqual([]);
  });

  it('has every link of the page, but those within it', () => {
    expect(
      failures((p) => {
        const missing = [...p.body.links].filter((url) => !p.twinOutline.links.has(url));
        return missing.length ? `${missing.length} missing: ${missing.slice(0, 3).join(' ')}` : null;
      }),
    ).toEqual([]);
  });

  it('runs no text together: no heading or fence after other text on its line', () => {
    expect(
      failures((p) => {
        const line = p.prose
          .split('\n')
          .find((l) => /[^#](?:#{2,6} |```|~~~)/.test(lineContent(l)));
        return line === undefined ? null : JSON.stringify(line.trim().slice(0, 120));
      }),
    ).toEqual([]);
  });

  it('holds no HTML entities, JSX or HTML outside code', () => {
    expect(
      failures((p) => {
        const entity = /&(?:#x?[\da-f]+|[a-z][a-z\d]*);/i.exec(p.prose);
        if (entity) return `entity ${entity[0]}`;
        let html: string | undefined;
        const find = (node: Nodes) => {
          if (node.type === 'html') html ??= node.value;
          if ('children' in node) for (const child of node.children) find(child as Nodes);
        };
        find(p.tree);
        return html === undefined ? null : `HTML or JSX ${JSON.stringify(html.slice(0, 80))}`;
      }),
    ).toEqual([]);
  });
});
