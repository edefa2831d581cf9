/**
 * `npm run bench:load`: the worker under load, on loopback: the deploy bundle in Miniflare (workerd,
 * static assets, KV; a local sponsors feed). Three 60 s runs at 64 connections with a mix of pages
 * (edge-cached after their first render), page bodies (client-side navigation), static assets,
 * search queries and 404s, then a 10-minute soak at a lower steady rate. Prints requests/s,
 * latency, errors (5xx answers, socket errors and timeouts; must be 0), and before and after each
 * run the worker isolate's heap (it must not keep growing) and workerd's resident memory; then
 * each kind of request alone, to tell which one makes the mix's tail latency (and 'questions': search
 * through the 143 reader queries, which outnumber the answers the worker keeps, so each is searched).
 *
 * Last, the scenario 'sponsors upstream down, KV empty': a fresh worker (empty KV) whose sponsors
 * feed refuses every connection, driven with the pages alone for one run; it must answer without
 * errors and serve repeat requests from the edge cache (every page is asked once more afterwards,
 * and each must be a HIT).
 *
 * Flags: --duration S (60), --connections N (64), --runs N (3), --soak S (600), --quick (10 s runs, 30 s soak),
 * --outage-only (just the last scenario).
 */
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pageBodyUrl } from '../src/shared/paths.ts';
import type { AssetManifest, DocMeta } from '../src/shared/types.ts';
import { root, startMiniflare, startSponsorsFeed, table, workerdRssKiB } from './lib.ts';
import { RELEVANCE_QUERIES } from './search-queries.ts';

const { values: flags } = parseArgs({
  options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '64' }, runs: { type: 'string', default: '3' }, soak: { type: 'string', default: '600' }, quick: { type: 'boolean', default: false }, 'outage-only': { type: 'boolean', default: false } },
});
const duration = flags.quick ? 10 : Number(flags.duration);
const soakSeconds = flags.quick ? 30 : Number(flags.soak);
const connections = Number(flags.connections);
const runs = Number(flags.runs);

const assets = JSON.parse(await readFile(join(root, '.generated/assets.json'), 'utf8')) as AssetManifest;
const docs = (JSON.parse(await readFile(join(root, '.generated/manifest.json'), 'utf8')) as { docs: DocMeta[] }).docs;
const assetUrls = [assets.entry.js, ...assets.entry.imports, ...assets.entry.css, assets.searchCssUrl, '/docs/llms.txt', '/docs/sitemap.xml'];
const queries = ['share', 'embed', 'python', 'config', 'templ', 'sdk methods', 'import github', 'themes', 'deploy', 'markdwon', 'vue', 'tests', 'assets', 'console', 'broadcast'];

/** Alone only: the reader queries in turn, more answers than the worker keeps, so nearly every one is searched anew. */
const questions = RELEVANCE_QUERIES.map((r) => r.query);

type Kind = 'page' | 'body' | 'asset' | 'search' | 'missing' | 'questions';
// Weighted mix: half pages (one in five a client-side navigation's page body), a fifth assets, the rest search queries and 404s.
const MIX: Kind[] = ['page', 'page', 'page', 'page', 'body', 'asset', 'asset', 'search', 'search', 'missing'];
let counter = 0;
const pick = <T>(list: T[]) => list[counter % list.length];

type LoadRequest = { path: string; method: string; body?: string; headers?: Record<string, string> };

/** The next request of the mix, or of one kind only. */
function nextRequest(only?: Kind): LoadRequest {
  counter++;
  switch (only ?? MIX[counter % MIX.length]) {
    case 'page':
      return { path: pick(docs).path, method: 'GET' };
    case 'body':
      return { path: pageBodyUrl(pick(docs).path, assets.buildId), method: 'GET' };
    case 'asset':
      return { path: pick(assetUrls), method: 'GET' };
    case 'search':
    case 'questions':
      return { path: '/docs/1/indexes/*/queries', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'livecodes', query: pick(only === 'questions' ? questions : queries), hitsPerPage: 20 }] }) };
    default:
      return { path: `/docs/no-such-page-${counter % 997}`, method: 'GET' };
  }
}

interface RunResult {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The errors by kind: 5xx answers, socket errors, timeouts. */
  errorKinds: { '5xx': number; socket: number; timeout: number };
  memBefore: number;
  memAfter: number;
  heapBefore: number;
  heapAfter: number;
}

/** Socket errors by message, printed with the summary. */
const socketErrors = new Map<string, number>();

async function drive(worker: Awaited<ReturnType<typeof startMiniflare>>, label: string, options: { duration: number; connections: number; overallRate?: number; only?: Kind }, memory: () => number): Promise<RunResult> {
  const memBefore = memory();
  const heapBefore = await worker.workerHeapMiB();
  let serverErrors = 0;
  // The returned instance is both an event emitter and a promise of the result.
  const instance = autocannon({
    url: worker.url,
    duration: options.duration,
    connections: options.connections,
    overallRate: options.overallRate,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...nextRequest(options.only) }) as autocannon.Request }],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_client: unknown, statusCode: number) => {
    if (statusCode >= 500) serverErrors++;
  });
  instance.on('reqError', (error: Error) => socketErrors.set(error.message, (socketErrors.get(error.message) ?? 0) + 1));
  const result = await instance;
  // Let in-flight background work (cache writes) settle before reading memory.
  await new Promise((r) => setTimeout(r, 2000));
  return {
    label,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's `errors` already counts the timeouts.
    errors: serverErrors + result.errors,
    errorKinds: { '5xx': serverErrors, socket: result.errors - result.timeouts, timeout: result.timeouts },
    memBefore,
    memAfter: memory(),
    heapBefore,
    heapAfter: await worker.workerHeapMiB(),
  };
}

/** One run with the sponsors feed down and KV empty, then every page asked once more: how many were edge-cache hits. */
async function outageScenario(): Promise<{ run: RunResult; hits: number; pages: number }> {
  // Nothing listens on the discard port: every upstream request is refused at once. A fresh Miniflare has an empty KV.
  const down = await startMiniflare({ SPONSORS_URL: 'http://127.0.0.1:9/sponsors.json' });
  try {
    const run = await drive(down, 'sponsors down, KV empty', { duration, connections, only: 'page' }, memory);
    let hits = 0;
    for (const doc of docs) {
      const res = await fetch(`${down.url}${doc.path}`);
      await res.arrayBuffer();
      if (res.headers.get('X-Edge-Cache') === 'HIT') hits++;
    }
    return { run, hits, pages: docs.length };
  } finally {
    await down.stop();
  }
}

// workerd runs as a child of this process.
const memory = () => Math.round(workerdRssKiB(process.pid) / 1024);
const pass = (ok: boolean) => (ok ? 'pass' : 'MISS');
const printOutage = ({ run, hits, pages }: Awaited<ReturnType<typeof outageScenario>>) => {
  console.log(`\nScenario 'sponsors upstream down, KV empty' (${duration} s at ${connections} connections, every page in turn)`);
  table([
    ['run', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'repeat requests served from the edge cache'],
    [run.label, run.requests, run.rps.toFixed(0), run.p50, run.p99, run.errors, `${hits} / ${pages}`],
  ]);
  console.log(`errors 0 (5xx ${run.errorKinds['5xx']}, socket ${run.errorKinds.socket}, timeout ${run.errorKinds.timeout}): ${pass(run.errors === 0)}; every page cached despite the outage: ${pass(hits === pages)}`);
};

if (flags['outage-only']) {
  printOutage(await outageScenario());
  process.exit(0);
}

const feed = await startSponsorsFeed();
const worker = await startMiniflare({ SPONSORS_URL: feed.url });
const results: RunResult[] = [];
const KINDS: Kind[] = ['page', 'body', 'asset', 'search', 'questions', 'missing'];
const byKind: RunResult[] = [];
try {
  console.log(`Load: ${runs} × ${duration} s at ${connections} connections, then a ${soakSeconds} s soak (mix: 40% pages, 10% page bodies, 20% assets, 20% search, 10% 404s)`);
  // One quick pass over every page first, as a warmed-up edge would have.
  await drive(worker, 'warm-up', { duration: Math.min(10, duration), connections: 8 }, memory);
  for (let i = 1; i <= runs; i++) results.push(await drive(worker, `run ${i}`, { duration, connections }, memory));
  results.push(await drive(worker, 'soak', { duration: soakSeconds, connections: 8, overallRate: 200 }, memory));
  // Each kind alone, to tell which one makes the mix's tail.
  for (const kind of KINDS) byKind.push(await drive(worker, kind, { duration: Math.min(10, duration), connections, only: kind }, memory));
} finally {
  await worker.stop();
  feed.close();
}
const outage = await outageScenario();

table([
  ['run', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'worker heap before → after (MiB)', 'workerd RSS before → after (MiB)'],
  ...results.map((r) => [r.label, r.requests, r.rps.toFixed(0), r.p50, r.p99, r.errors, `${r.heapBefore.toFixed(1)} → ${r.heapAfter.toFixed(1)}`, `${r.memBefore} → ${r.memAfter}`]),
]);
console.log(`\nEach kind alone (${Math.min(10, duration)} s at ${connections} connections)`);
table([['kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'], ...byKind.map((r) => [r.label, r.requests, r.rps.toFixed(0), r.p50, r.p99, r.errors])]);
const loadRuns = results.filter((r) => r.label.startsWith('run'));
const growth = loadRuns.length > 1 ? loadRuns[loadRuns.length - 1].heapAfter - loadRuns[0].heapAfter : 0;
const kinds = (['5xx', 'socket', 'timeout'] as const).map((kind) => `${kind} ${results.reduce((s, r) => s + r.errorKinds[kind], 0)}`).join(', ');
console.log(`\nerrors: ${results.reduce((s, r) => s + r.errors, 0)} (${kinds}; target 0: ${pass(results.every((r) => r.errors === 0))})`);
for (const [message, count] of socketErrors) console.log(`  socket error × ${count}: ${message}`);
// The worker's memory is its isolate's heap; workerd's RSS also counts the local runtime (asset and cache services, buffers).
console.log(`worker heap after run 1 vs run ${loadRuns.length}: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB (no growth over the runs, within 10%: ${pass(growth <= Math.max(2, (loadRuns[0]?.heapAfter ?? 0) * 0.1))})`);
if (worker.runtimeLog.length) {
  console.log(`workerd printed ${worker.runtimeLog.length} line(s); the first ones:`);
  for (const line of worker.runtimeLog.slice(0, 10)) console.log(`  ${line.slice(0, 300)}`);
}
console.log(`soak: worker heap ${results.at(-1)!.heapBefore.toFixed(1)} → ${results.at(-1)!.heapAfter.toFixed(1)} MiB, workerd RSS ${results.at(-1)!.memBefore} → ${results.at(-1)!.memAfter} MiB`);
printOutage(outage);
