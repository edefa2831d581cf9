/**
 * Bundled by bench/render-cpu.ts with React's production build, as `wrangler deploy` bundles the
 * worker (the `workerd` export conditions): renders every page the way the page route does on a
 * miss (worker/ssr/render-page.tsx, sponsors slots filled), once for the common request (the
 * build's shell) and once for a request whose shell React renders (a deploy on Algolia), and
 * every page body the way the body route does, and prints the CPU time each took: the median of
 * five rounds of repeated renders of the same page, after a pass over every page and warm-up renders.
 *
 * The time is the CPU of the thread that renders (Linux's /proc/thread-self/schedstat); the
 * process's (process.cpuUsage, V8's helper threads included) is printed beside it, and used where
 * the thread's cannot be read. Why: bench/README.md, "Render CPU: how it is measured".
 */
import manifest from '../.generated/manifest.json';
import type { DocMeta } from '../src/shared/types.ts';
import { createLogger } from '../worker/log.ts';
import { renderPage, renderPageBodyHtml } from '../worker/ssr/render-page.tsx';
import { SponsorsBlock } from '../worker/sponsors/slots.ts';

// Run by Node, type-checked with the worker's code (worker/tsconfig.json): the little of Node it uses.
interface NodeProcess {
  argv: string[];
  cpuUsage(previous?: { user: number; system: number }): { user: number; system: number };
  getBuiltinModule?(id: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string };
}
const { process } = globalThis as unknown as { process: NodeProcess };
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

/** CPU milliseconds of this process, all its threads. */
function processMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU milliseconds of the calling thread (the first field of schedstat, in nanoseconds), or null off Linux or before Node 20.16. */
const threadMs = ((): (() => number) | null => {
  const fs = process.getBuiltinModule?.('node:fs');
  const read = () => Number(fs!.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  try {
    return fs && read() > 0 ? read : null;
  } catch {
    return null;
  }
})();
const clock = threadMs ?? processMs;

const ROUNDS = 5;
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];

/** Per render, the median of the rounds by this thread's clock and by the process's: on a shared machine one round can take a collection or a stall that is not this page's. */
async function cpuMs(run: () => Promise<number>): Promise<{ ms: number; processMs: number }> {
  for (let i = 0; i < warm; i++) await run();
  const own: number[] = [];
  const all: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const [startOwn, startAll] = [clock(), processMs()];
    for (let i = 0; i < repeat; i++) await run();
    all.push((processMs() - startAll) / repeat);
    own.push((clock() - startOwn) / repeat);
  }
  return { ms: median(own), processMs: median(all) };
}

// One pass over every page first: the code is compiled and optimized as in an isolate that has served a while.
for (const doc of docs) await page(doc), await page(doc, algolia), await body(doc);
const results = [];
for (const doc of docs) {
  const [pageCpu, reactCpu, bodyCpu] = [await cpuMs(() => page(doc)), await cpuMs(() => page(doc, algolia)), await cpuMs(() => body(doc))];
  results.push({
    path: doc.path,
    pageMs: pageCpu.ms,
    reactShellMs: reactCpu.ms,
    bodyMs: bodyCpu.ms,
    processMs: { page: pageCpu.processMs, reactShell: reactCpu.processMs, body: bodyCpu.processMs },
  });
}
console.log(JSON.stringify({ clock: threadMs ? 'thread' : 'process', results }));
