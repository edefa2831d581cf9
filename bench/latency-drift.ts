/**
 * `npm run bench:drift [-- path] [--rounds N] [--rate R]`: why `npm run bench` reads latency in plain
 * workerd. Sends the same open load (R requests a second over 32 connections, 10 s a round) to one
 * uncached page in plain workerd, in Miniflare (through its entry worker, as every request goes, and
 * straight to the worker), and to the same HTML from a one-line worker in Miniflare: each server
 * fresh and alone, round after round; prints each round's p50 and p99.
 */
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { latencyAtRate, root, startMiniflare, startSponsorsFeed, table } from './lib.ts';
import { startPlainWorkerd } from './plain-workerd.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const path = argv.find((a) => a.startsWith('/')) ?? '/docs/overview';
const rounds = option('--rounds', 6);
const rate = option('--rate', 400);

const feed = await startSponsorsFeed();
const vars = { SPONSORS_URL: feed.url, PAGE_CACHE_SECONDS: '0' };

/** A one-line worker in Miniflare that answers every request with `html`: the emulator's own share. */
async function startOneLineMiniflare(html: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const { Miniflare } = await import('miniflare');
  const mf = new Miniflare({
    modules: true,
    script: `const html = ${JSON.stringify(html)};\nexport default { fetch: () => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }) };`,
    compatibilityDate: unstable_readConfig({ config: join(root, 'wrangler.toml') }).compatibility_date,
    host: '127.0.0.1',
  });
  const url = (await mf.ready).toString().replace(/\/$/, '');
  return { url, stop: () => mf.dispose() };
}

type Server = { url: string; stop: () => void | Promise<void> };
let html = '';
const kinds: [string, () => Promise<Server>][] = [
  ['plain workerd', async () => {
    const server = await startPlainWorkerd(vars);
    html = await (await fetch(`${server.url}${path}`)).text();
    return server;
  }],
  ['Miniflare', () => startMiniflare(vars)],
  ['Miniflare, past its entry worker', async () => {
    const server = await startMiniflare(vars);
    return { url: server.directUrl, stop: server.stop };
  }],
  ['Miniflare, one-line worker', () => startOneLineMiniflare(html)],
];
const columns: string[][] = [];
try {
  for (const [, start] of kinds) {
    const server = await start();
    const column: string[] = [];
    try {
      await fetch(`${server.url}${path}`);
      for (let round = 1; round <= rounds; round++) {
        const r = await latencyAtRate(`${server.url}${path}`, rate, 10, round === 1);
        column.push(`${r.p50} / ${r.p99}${r.errors ? ` (${r.errors} errors)` : ''}`);
      }
    } finally {
      await server.stop();
    }
    columns.push(column);
  }
} finally {
  feed.close();
}
console.log(`${path}, uncached, ${rate} req/s over 32 connections, 10 s a round (the first after 2 s of warm-up), each server fresh and alone`);
// Before round i + 1: the 2 s warm-up, then i rounds of 10 s.
table([['round', 'requests served before', ...kinds.map(([name]) => `${name}: p50 / p99 ms`)], ...Array.from({ length: rounds }, (_, i) => [i + 1, rate * (2 + 10 * i), ...columns.map((c) => c[i])])]);
