/**
 * Bundled by bench/render-cpu.ts with React's production build, as `wrangler deploy` bundles the
 * worker (the `workerd` export conditions): renders every page the way the page route does on a
 * miss (worker/ssr/render-page.tsx, sponsors slots filled), once for the common request (the
 * build's shell) and once for a request whose shell React renders (a deploy on Algolia), and
 * every page body the way the body route does, and prints the CPU time each took (process.cpuUsage, user + system,
 * the median of three rounds of repeated renders of the same page, after a pass over every page and warm-up renders).
 */
import manifest from '../.generated/manifest.json';
import type { DocMeta } from '../src/shared/types.ts';
import { createLogger } from '../worker/log.ts';
import { renderPage, renderPageBodyHtml } from '../worker/ssr/render-page.tsx';
import { SponsorsBlock } from '../worker/sponsors/slots.ts';

// Run by Node, type-checked with the worker's code (worker/tsconfig.json): the little of Node it uses.
const { process } = globalThis as unknown as { process: { argv: string[]; cpuUsage(previous?: { user: number; system: number }): { user: number; system: number } } };
const docs = (manifest as { docs: DocMeta[] }).docs;
const origin = { allowed: true, appUrl: 'https://livecodes.io/', playgroundUrl: 'https://livecodes.io/' };
const search = { mode: 'local' as const, appId: 'local', apiKey: 'local', indexName: 'livecodes' };
/** A request the build did not render the shell for (a deploy on Algolia): React renders it. */
const algolia = { mode: 'algolia' as const, appId: 'APP', apiKey: 'key', indexName: 'docs' };
const log = createLogger('bench');
const SPONSORS = '<p class="sponsors-title">Sponsors</p><ul class="sponsors-list"><li><a href="https://sponsor.example/">Example Sponsor</a></li></ul>';
const [warm, repeat] = [Number(process.argv[2] ?? 3), Number(process.argv[3] ?? 10)];

async function page(doc: DocMeta, settings: typeof search | typeof algolia = search): Promise<number> {
  // Asked for before the render starts, as the page route does for doc pages.
  const sponsors = new SponsorsBlock(async () => SPONSORS, true);
  const rendered = await renderPage({ doc, path: doc.path, origin, search: settings, status: 200, log, sponsors });
  return (await new Response(rendered.body).arrayBuffer()).byteLength;
}

async function body(doc: DocMeta): Promise<number> {
  const html = await (renderPageBodyHtml as (...args: unknown[]) => Promise<string>)(doc, origin, search, SPONSORS, log);
  return JSON.stringify({ meta: doc, html }).length;
}

/** The median of three timed rounds: on a shared machine one round can take a collection or a stall that is not this page's. */
async function cpuMs(run: () => Promise<number>): Promise<number> {
  for (let i = 0; i < warm; i++) await run();
  const rounds: number[] = [];
  for (let r = 0; r < 3; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < repeat; i++) await run();
    const { user, system } = process.cpuUsage(start);
    rounds.push((user + system) / 1000 / repeat);
  }
  return rounds.sort((a, b) => a - b)[1];
}

// One pass over every page first: the code is compiled and optimized as in an isolate that has served a while.
for (const doc of docs) await page(doc), await page(doc, algolia), await body(doc);
const results: { path: string; pageMs: number; reactShellMs: number; bodyMs: number }[] = [];
for (const doc of docs) results.push({ path: doc.path, pageMs: await cpuMs(() => page(doc)), reactShellMs: await cpuMs(() => page(doc, algolia)), bodyMs: await cpuMs(() => body(doc)) });
console.log(JSON.stringify(results));
