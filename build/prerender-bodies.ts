/**
 * Renders every page's body to HTML once, at build time: a body does not depend on the request
 * (src/mdx/render-body.tsx), so the worker serves the stored HTML instead of rendering the MDX for
 * every uncached page and every client-side navigation. Written as one module of lazy loaders,
 * `.generated/bodies.mjs`: each returns its page's HTML, a string the worker reads on first use.
 *
 * Bodies are rendered on the prerender thread (build/prerender-thread.ts), each as soon as its page
 * is compiled: on two cores, that thread uses what the page compile leaves of the other core,
 * instead of adding its work after the compile.
 */
import { join } from 'node:path';
import * as jsxRuntime from 'react/jsx-runtime';
import { DEFAULT_SHELL } from '../src/app/shell-context.tsx';
import { emptySponsorsSlot, SPONSORS_SLOT_KINDS } from '../src/app/sponsors.tsx';
import { PLACEHOLDER_URLS, renderBodyHtml } from '../src/mdx/render-body.tsx';
import type { PageModule } from '../src/shared/page.ts';
import type { DocMeta } from '../src/shared/types.ts';
import { BuildError, failIfAny } from './errors.ts';
import type { Prerenderer } from './prerenderer.ts';

/** The shell a body is rendered in: the defaults, with placeholders for the two URLs the worker fills in. */
const placeholderShell = { ...DEFAULT_SHELL, ...PLACEHOLDER_URLS };

/** What the worker fills in a body: its URLs, its sponsors slots. Most bodies have neither, and the worker then need not look. */
const GAPS = [...Object.values(PLACEHOLDER_URLS), ...SPONSORS_SLOT_KINDS.map(emptySponsorsSlot)];

/** A body's HTML, from the page's route and compiled code (the code as compileDoc returns it). */
export async function renderBody(path: string, code: string): Promise<string> {
  // The page's compiled code itself, an MDX function body given the JSX runtime of the React
  // rendering it (an edited page is new code, so watch mode runs it afresh).
  const { default: Content } = new Function(code)(jsxRuntime) as Pick<PageModule, 'default'>;
  return renderBodyHtml(Content, path, placeholderShell);
}

/** Bodies already rendered, by page (watch mode): a body is a function of its compiled code and route alone. */
export type RenderedBodies = Map<string, { key: string; html: Promise<string> }>;

/** The body of a page, from `rendered` when the same code and route were rendered before; rendered (and kept) otherwise. */
export function bodyOf(renderer: Prerenderer, rendered: RenderedBodies, id: string, path: string, code: string): Promise<string> {
  const key = `${path}\n${code}`;
  const kept = rendered.get(id);
  if (kept?.key === key) return kept.html;
  const html = renderer.body(path, code);
  rendered.set(id, { key, html });
  // A failed render is tried again by the next build (watch mode), not remembered; the caller reports it.
  html.catch(() => rendered.delete(id));
  return html;
}

/**
 * Each page's line of the bodies module, by page, for the HTML it was made from (watch mode: an edit
 * re-renders one body, and the others come back as the same strings from RenderedBodies, so their
 * lines need no new scan and escape of some megabytes of HTML).
 */
const loaderLines = new Map<string, { html: string; line: string; suspends: boolean }>();

function loaderLine(id: string, html: string): { line: string; suspends: boolean } {
  const kept = loaderLines.get(id);
  if (kept?.html === html) return kept;
  const plain = !GAPS.some((gap) => html.includes(gap));
  // A boundary in content would be rendered as its fallback here: content must not suspend.
  const made = { html, line: `  ${JSON.stringify(id)}: async () => ({ default: ${JSON.stringify(html)}, plain: ${plain} }),`, suspends: html.includes('<!--$') };
  loaderLines.set(id, made);
  return made;
}

export async function prerenderBodies(genDir: string, pages: { meta: DocMeta; html: Promise<string> }[], write: (file: string, text: string) => Promise<void>): Promise<void> {
  const problems: string[] = [];
  const loaders = await Promise.all(
    pages.map(async ({ meta, html: rendering }) => {
      const html = await rendering.catch((error: Error) => {
        throw new BuildError(`${meta.source}: its content could not be rendered: ${error.message}`, 'Something in the page threw while rendering: a component (its props) or an expression in the MDX.');
      });
      const { line, suspends } = loaderLine(meta.id, html);
      if (suspends) problems.push(`${meta.id}: its content suspends (a Suspense boundary), so it cannot be rendered ahead`);
      return line;
    }),
  );
  // A page deleted during a watch session takes its kept line with it.
  const ids = new Set(pages.map(({ meta }) => meta.id));
  for (const id of loaderLines.keys()) if (!ids.has(id)) loaderLines.delete(id);
  problems.sort();
  failIfAny(problems, 'pages cannot be prerendered', 'keep per-request parts out of page content (the sponsors block is a slot the worker fills)');
  // JavaScript with one declaration file, as the pages' module (build/index.ts).
  await write(join(genDir, 'bodies.mjs'), `// Generated by build/prerender-bodies.ts. Do not edit. Types: bodies.d.mts.\nexport const bodyLoaders = {\n${loaders.join('\n')}\n};\n`);
  await write(
    join(genDir, 'bodies.d.mts'),
    `// Generated by build/prerender-bodies.ts. Do not edit.\n` +
      `/** Doc id -> the HTML of its body, URLs as placeholders (src/mdx/render-body.tsx), and whether it has nothing to fill in. */\n` +
      `export declare const bodyLoaders: Record<string, () => Promise<{ default: string; plain: boolean }>>;\n`,
  );
}
