/**
 * `npm run bench`: the site's speed and size figures, each printed with its target (bench/README.md).
 *  1. Build: a clean build with every cache cleared (the median of 3), `npm start` to its first page
 *     with the caches a first build leaves, and watch mode's rebuild after an edit to one page.
 *  2. Bytes per page type: first-load JS and CSS, HTML, and what a client-side navigation fetches.
 *  3. Worker: the deploy bundle in Miniflare: uncached and edge-cached throughput beside the same
 *     HTML as a static file; the uncached render CPU of every page (bench/render-cpu.ts).
 *  4. Lighthouse (bench/lighthouse.ts), unless --no-lighthouse.
 * --no-build skips part 1. Everything listens on 127.0.0.1 and is stopped by its PID.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runBuild, type BuildCache } from '../build/index.ts';
import { pageBodyUrl } from '../src/shared/paths.ts';
import type { AssetManifest } from '../src/shared/types.ts';
import { answers, freePort, median, percentile, root, startMiniflare, startSponsorsFeed, table, type Throughput } from './lib.ts';
import { measureRenderCpu } from './render-cpu.ts';

const args = new Set(process.argv.slice(2));
const pass = (ok: boolean) => (ok ? 'pass' : 'MISS');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };

/** Runs `npm run build` as npm runs it (without npm's own start-up); resolves with its wall time. */
function timedBuild(): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    spawn(join(root, 'node_modules/.bin/tsx'), ['build/cli.ts'], { cwd: root, stdio: 'ignore', env }).on('exit', (code) =>
      code === 0 ? resolve(performance.now() - start) : reject(new Error(`npm run build exited with ${code}`)),
    );
  });
}

/** `npm start` on a free port, from launch to its first page answered; the process group is stopped after. */
async function startToFirstPage(): Promise<number> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['build/watch.ts', '--port', String(port), '--show-interactive-dev-session=false'], { cwd: root, stdio: 'ignore', env, detached: true });
  try {
    if (!(await answers(`http://127.0.0.1:${port}/docs/overview`, 120_000))) throw new Error('npm start served no page within 120 s');
    return performance.now() - start;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}

/** Watch mode's rebuild after an edit to one page, in this process as the builder runs it (median of 5). */
async function onePageRebuild(): Promise<number> {
  const cache: BuildCache = { bodies: new Map(), written: new Map() };
  const page = join(root, 'content/docs/features/share.mdx');
  const original = readFileSync(page, 'utf8');
  const times: number[] = [];
  try {
    await runBuild({ root, cache });
    for (let i = 0; i < 5; i++) {
      await cache.afterBuild;
      writeFileSync(page, `${original}\nAn edit, number ${i}.\n`);
      const start = performance.now();
      await runBuild({ root, cache });
      times.push(performance.now() - start);
    }
  } finally {
    writeFileSync(page, original);
    await runBuild({ root, cache });
    await cache.afterBuild;
  }
  return median(times);
}

// 1. Build ------------------------------------------------------------------------------------
if (!args.has('--no-build')) {
  console.log('Build: three clean builds (dist/, .generated/ and every build cache removed), npm start, one-page rebuilds…');
  const clean: number[] = [];
  for (let i = 0; i < 3; i++) {
    for (const dir of ['dist', '.generated', 'node_modules/.cache/livecodes-docs']) rmSync(join(root, dir), { recursive: true, force: true });
    clean.push(await timedBuild());
  }
  const repeat = await timedBuild();
  const start = await startToFirstPage();
  const rebuild = await onePageRebuild();
  const pages = (JSON.parse(readFileSync(join(root, '.generated/manifest.json'), 'utf8')) as { docs: unknown[] }).docs.length;
  table([
    ['build', 'value', 'target'],
    [`clean build, every cache cleared (${pages} pages; median of 3: ${clean.map(seconds).join(', ')})`, seconds(median(clean)), `≤ 15 s: ${pass(median(clean) <= 15_000)}`],
    ['repeat build, nothing changed', seconds(repeat), ''],
    ['npm start to its first page, caches kept', seconds(start), `≤ 5 s: ${pass(start <= 5000)}`],
    ['one-page rebuild in watch mode (median of 5)', `${rebuild.toFixed(0)} ms`, `≤ 500 ms: ${pass(rebuild <= 500)}`],
  ]);
}

// 2. Bytes per page type ----------------------------------------------------------------------
if (!existsSync(join(root, '.generated/assets.json'))) throw new Error('no build: run `npm run build` first');
const assets = JSON.parse(readFileSync(join(root, '.generated/assets.json'), 'utf8')) as AssetManifest;
const file = (url: string) => readFileSync(join(root, 'dist/client', url));
const PAGE_TYPES: [string, string][] = [
  ['home', '/docs/'],
  ['overview', '/docs/overview'],
  ['feature', '/docs/features/share'],
  ['language', '/docs/languages/python'],
  ['SDK', '/docs/sdk/js-ts'],
  ['API', '/docs/api/interfaces/Playground'],
];

const feed = await startSponsorsFeed();
const vars = { SPONSORS_URL: feed.url };
const server = await startMiniflare(vars);
const bundleGzip = readdirSync(server.bundleDir).filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(readFileSync(join(server.bundleDir, f))), 0);
const coldStart = performance.now();
await (await fetch(`${server.url}/docs/overview`)).text();
const coldMs = performance.now() - coldStart;
const js = [assets.entry.js, ...assets.entry.imports];
const css = assets.entry.css;
const firstLoad = [...js, ...css].reduce((s, u) => s + gz(file(u)), 0);
const rows: (string | number)[][] = [['page', 'HTML gzip', 'JS + CSS gzip', 'requests', 'client nav', 'target: JS+CSS ≤ 90 KB, ≤ 6 requests']];
for (const [label, path] of PAGE_TYPES) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  // A client-side navigation fetches the page body (metadata + HTML) and nothing else.
  const nav = gz(await (await fetch(`${server.url}${pageBodyUrl(path, assets.buildId)}`)).text());
  rows.push([label, kb(gz(html)), kb(firstLoad), js.length + css.length, kb(nav), pass(firstLoad <= 90_000 && js.length + css.length <= 6)]);
}
console.log('\nBytes per page type (gzip -9; every page loads the same app files; "client nav" = the page body a client-side navigation fetches)');
table(rows);

// 3. Worker -----------------------------------------------------------------------------------
async function throughput(url: string): Promise<Throughput> {
  await autocannon({ url, connections: 4, duration: 2 }); // warm-up (and fills the edge cache)
  const r = await autocannon({ url, connections: 32, duration: 5 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}
// The same HTML as a static file: what this machine serves without the worker running.
const page = '/docs/overview';
const staticDir = join(root, 'dist/client/docs/bench-static');
mkdirSync(staticDir, { recursive: true });
writeFileSync(join(staticDir, 'page.html'), await (await fetch(`${server.url}${page}`)).text());
await server.stop();
const cachedServer = await startMiniflare(vars);
const uncachedServer = await startMiniflare({ ...vars, PAGE_CACHE_SECONDS: '0' });
const rounds: { uncached: Throughput; cached: Throughput; staticFile: Throughput }[] = [];
try {
  // Interleaved rounds, and the median of each: one run on two shared cores swings by a third.
  for (let i = 0; i < 3; i++) {
    rounds.push({
      uncached: await throughput(`${uncachedServer.url}${page}`),
      cached: await throughput(`${cachedServer.url}${page}`),
      staticFile: await throughput(`${cachedServer.url}/docs/bench-static/page.html`),
    });
  }
} finally {
  await cachedServer.stop();
  await uncachedServer.stop();
  feed.close();
  rmSync(staticDir, { recursive: true, force: true });
}
const mid = (pick: (r: (typeof rounds)[number]) => Throughput) => rounds.map(pick).sort((a, b) => a.rps - b.rps)[1];
const [uncached, cached, staticFile] = [mid((r) => r.uncached), mid((r) => r.cached), mid((r) => r.staticFile)];
const share = (t: Throughput) => `${((100 * t.rps) / staticFile.rps).toFixed(0)}% of the static file`;
console.log(`\nWorker (the deploy bundle in Miniflare on loopback, ${page}, autocannon 5 s at 32 connections, the median of 3 interleaved rounds)`);
table([
  ['measure', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'target'],
  ['uncached render', uncached.rps.toFixed(0), uncached.p50, uncached.p99, uncached.errors, share(uncached)],
  ['edge-cached page', cached.rps.toFixed(0), cached.p50, cached.p99, cached.errors, `≥ 80%: ${pass(cached.rps >= 0.8 * staticFile.rps)} (${share(cached)})`],
  ['the same HTML as a static file', staticFile.rps.toFixed(0), staticFile.p50, staticFile.p99, staticFile.errors, ''],
]);
console.log(`bundle ${(bundleGzip / 1024 / 1024).toFixed(2)} MiB gzip (≤ 3 MiB: ${pass(bundleGzip <= 3 * 1024 * 1024)}); cold first response ${coldMs.toFixed(0)} ms (isolate start-up and first render)`);

console.log('\nUncached render CPU of every page (bench/render-cpu.ts: the worker renderer with production React, the rendering thread)…');
const { clock, results } = await measureRenderCpu();
const worst = results.reduce((a, b) => (b.ms > a.ms ? b : a));
// One render path: every page above went through worker/ssr/render-page.tsx, and the build leaves nothing else to serve a page from.
const generated = readdirSync(join(root, '.generated'));
const onePath = !generated.some((name) => /^(shells|pages)\b/.test(name));
table([
  ['measure', 'max (page)', 'p99', 'median', 'target'],
  [`uncached render, ${results.length} pages (${clock} CPU)`, `${worst.ms.toFixed(2)} ms (${worst.path})`, `${percentile(results.map((r) => r.ms), 99).toFixed(2)} ms`, `${median(results.map((r) => r.ms)).toFixed(2)} ms`, `every page ≤ 8 ms: ${pass(worst.ms <= 8)}`],
]);
console.log(`one render path (React's renderToReadableStream for every page; .generated/ holds no prerendered shells and no compiled MDX): ${pass(onePath)}`);

// 4. Lighthouse -------------------------------------------------------------------------------
if (!args.has('--no-lighthouse')) {
  console.log('\nLighthouse…');
  await new Promise<void>((resolve) => spawn(join(root, 'node_modules/.bin/tsx'), ['bench/lighthouse.ts'], { cwd: root, stdio: 'inherit' }).on('exit', () => resolve()));
}
