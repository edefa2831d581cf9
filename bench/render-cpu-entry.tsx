/**
 * Bundled by bench/render-cpu.ts with React's production build: renders every page as the page
 * route does on a miss (worker/ssr/render-page.tsx, the sponsors block at hand), reads its whole
 * stream, and prints the CPU each took: the median of five rounds of repeated renders of the same
 * page, after a pass over every page (the code then optimized, as in an isolate that has served a
 * while). The clock is the rendering thread's CPU (Linux's /proc/thread-self/schedstat): V8's
 * helper threads (the compiler, the collector) run beside it and are not this page's cost.
 */
import manifest from '../.generated/manifest.json';
import type { DocMeta } from '../src/shared/types.ts';
import { createLogger } from '../worker/log.ts';
import { renderPage } from '../worker/ssr/render-page.tsx';

// Run by Node, type-checked with the worker's code (worker/tsconfig.json): the little of Node it uses.
interface NodeProcess {
  cpuUsage(): { user: number; system: number };
  getBuiltinModule?(id: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string };
}
const { process } = globalThis as unknown as { process: NodeProcess };
const docs = (manifest as { docs: DocMeta[] }).docs;
const log = createLogger('bench');
const SPONSORS = '<p class="sponsors-title">Sponsors</p><ul class="sponsors-list"><li><a href="https://sponsor.example/">Example Sponsor</a></li></ul>';
const search = { mode: 'local' as const, appId: 'local', apiKey: 'local', indexName: 'livecodes' };

async function render(doc: DocMeta): Promise<number> {
  const stream = await renderPage({ doc, path: doc.path, originAllowed: true, search, status: 200, sponsors: SPONSORS, nonce: 'bench', log });
  return (await new Response(stream).arrayBuffer()).byteLength;
}

const fs = process.getBuiltinModule?.('node:fs');
const threadMs = () => Number(fs!.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
const processMs = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
const clock = ((): 'thread' | 'process' => {
  try {
    return fs && threadMs() > 0 ? 'thread' : 'process';
  } catch {
    return 'process';
  }
})();
const now = clock === 'thread' ? threadMs : processMs;

const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
async function cpuMs(doc: DocMeta, rounds = 5, repeat = 5): Promise<number> {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = now();
    for (let i = 0; i < repeat; i++) await render(doc);
    times.push((now() - start) / repeat);
  }
  return median(times);
}

for (const doc of docs) await render(doc);
const results = [];
for (const doc of docs) results.push({ path: doc.path, ms: await cpuMs(doc) });
console.log(JSON.stringify({ clock, results }));
