/** Small helpers shared by the benchmarks: percentiles, latency at a fixed rate, local servers (wrangler dev, Miniflare, a sponsors feed), table printing. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { LOCAL_APP_URL } from '../worker/origin.ts';

export const root = join(import.meta.dirname, '..');

/** The four page types the browser benchmarks load (Lighthouse, first load): label and path. */
export const BROWSER_PAGES = [
  ['home', '/docs/'],
  ['overview', '/docs/overview'],
  ['feature', '/docs/features/share'],
  ['language', '/docs/languages/python'],
] as const;

/** Chromium's flags for every benchmark: nothing of its own reaches the network or the GPU. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * Vars of every benchmark server: a sponsors feed that fails fast, loopback hosts allowed (as under
 * `npm start`), playgrounds pointed at a local app address (the benchmarks never reach the internet).
 */
export const LOCAL_VARS = { SPONSORS_URL: 'http://127.0.0.1:9/none.json', LOCAL_DEV: 'true', PLAYGROUND_URL: LOCAL_APP_URL };

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Requests a second and latency percentiles (ms) of one load run; errors count failures and non-200 answers. */
export type Throughput = { rps: number; p50: number; p99: number; errors: number };

/**
 * Latency under an open load: `rate` requests a second, each sent on schedule whether or not earlier
 * ones have been answered, over 32 keep-alive connections (undici; autocannon's own rate mode adds
 * about 20 ms to every request on loopback here, a static file's too). Each latency counts from the
 * request's scheduled time, so a client running late cannot hide a slow server.
 */
export async function latencyAtRate(url: string, rate: number, seconds = 10, warmUp = true): Promise<Throughput> {
  // Two seconds at the same rate first: the client's code and its 32 connections warm, as autocannon's are.
  if (warmUp) await latencyAtRate(url, rate, 2, false);
  const agent = new Agent({ connections: 32 });
  const times: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      request(url, { dispatcher: agent })
        .then(async (res) => {
          await res.body.arrayBuffer();
          if (res.statusCode !== 200) errors++;
          times.push(performance.now() - due);
        })
        .catch(() => void errors++),
    );
  }
  await Promise.all(pending);
  const rps = times.length / ((performance.now() - start) / 1000);
  await agent.close();
  return { rps, p50: Math.round(percentile(times, 50) * 10) / 10, p99: Math.round(percentile(times, 99) * 10) / 10, errors };
}

export function table(rows: (string | number)[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Benches measure what a deploy serves, so they refuse the outputs `npm start` leaves in .generated/:
 * watch mode prerenders no page shells, and every page's shell would be rendered by React instead.
 */
export function assertProductionBuild(): void {
  if (!existsSync(join(root, '.generated/shells'))) {
    throw new Error('.generated/ holds no production build (watch mode, `npm start`, prerenders no page shells): run `npm run build` first');
  }
}

/**
 * Starts `wrangler dev` on loopback, with React's production build as `wrangler deploy` bundles it,
 * and resolves once it answers; stop it with `stop()`. `vars` override wrangler.toml vars.
 */
export async function startWorker(vars: Record<string, string> = {}): Promise<{ url: string; stop: () => void; child: ChildProcess }> {
  assertProductionBuild();
  const port = await freePort();
  const varArgs = Object.entries({ ...LOCAL_VARS, ...vars }).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const child = spawn(join(root, 'node_modules/.bin/wrangler'), ['dev', '--ip', '127.0.0.1', '--port', String(port), ...varArgs], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  child.on('exit', (code) => code && code !== 143 && console.error(`wrangler dev exited with ${code}`));
  if (await answers(`${url}/docs/`, 60_000)) return { url, child, stop: () => child.kill('SIGTERM') };
  child.kill('SIGKILL');
  throw new Error('wrangler dev did not start');
}

/** Whether `url` answers 200 within `timeoutMs`, asked every 100 ms: a server just started is up. */
export async function answers(url: string, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* starting */
    }
  }
  return false;
}

/** Resident memory (KiB) of the workerd processes started under `pid` (wrangler dev's runtime). */
export function workerdRssKiB(pid: number): number {
  const children = new Map<number, number[]>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      names.set(Number(entry), name);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* exited meanwhile */
    }
  }
  let total = 0;
  const walk = (p: number) => {
    for (const child of children.get(p) ?? []) {
      if (names.get(child) === 'workerd') {
        const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child}/status`, 'utf8'));
        total += rss ? Number(rss[1]) : 0;
      }
      walk(child);
    }
  };
  walk(pid);
  return total;
}

type WranglerConfig = ReturnType<typeof import('wrangler').unstable_readConfig>;

/** The worker as `wrangler deploy` bundles it (dry run), in a fresh temporary folder, with the config it was read from. */
export async function deployBundle(): Promise<{ config: WranglerConfig; bundleDir: string }> {
  assertProductionBuild();
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml') });
  const bundleDir = mkdtempSync(join(tmpdir(), 'docs-worker-'));
  execFileSync(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', bundleDir], { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: 'ignore' });
  return { config, bundleDir };
}

/**
 * The worker as `wrangler deploy` bundles it (dry run), run by Miniflare on loopback: the same
 * workerd, static assets and KV as `wrangler dev`, without its dev proxy in front. `url` passes
 * Miniflare's entry worker and the static-asset router, as every request does; `directUrl` reaches
 * the worker alone. Vars come from wrangler.toml's [vars], overridden by `vars`.
 */
export async function startMiniflare(vars: Record<string, string> = {}): Promise<{ url: string; directUrl: string; stop: () => Promise<void>; bundleDir: string; runtimeLog: string[]; workerHeapMiB: () => Promise<number>; inspector: () => Promise<Inspector> }> {
  const { Miniflare } = await import('miniflare');
  const { config, bundleDir } = await deployBundle();
  const inspectorPort = await freePort();
  // What workerd itself prints (an isolate over its memory limit, a crash): kept for the benchmark's report.
  const runtimeLog: string[] = [];
  const collect = (stream: NodeJS.ReadableStream) => stream.on('data', (chunk: Buffer) => runtimeLog.push(...String(chunk).split('\n').filter((line) => line.trim())));
  const mf = new Miniflare({
    handleRuntimeStdio(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) {
      collect(stdout);
      collect(stderr);
    },
    modules: true,
    modulesRoot: bundleDir,
    scriptPath: join(bundleDir, 'index.js'),
    modulesRules: [{ type: 'ESModule', include: ['**/*.js'] }],
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    assets: { directory: join(root, 'dist/client'), binding: 'ASSETS', assetConfig: { html_handling: config.assets?.html_handling, not_found_handling: config.assets?.not_found_handling }, routerConfig: { has_user_worker: true } },
    kvNamespaces: ['SPONSORS_KV'],
    bindings: { ...(config.vars as Record<string, string>), ...LOCAL_VARS, ...vars },
    host: '127.0.0.1',
    port: await freePort(),
    // A second socket straight to the worker, past Miniflare's entry worker (bench/latency-drift.ts).
    unsafeDirectSockets: [{ host: '127.0.0.1', port: await freePort() }],
    inspectorPort,
  });
  const url = (await mf.ready).toString().replace(/\/$/, '');
  return {
    url,
    directUrl: (await mf.unsafeGetDirectURL()).toString().replace(/\/$/, ''),
    bundleDir,
    runtimeLog,
    workerHeapMiB: () => workerHeapMiB(inspectorPort),
    inspector: () => connectInspector(inspectorPort),
    stop: async () => {
      await mf.dispose();
      rmSync(bundleDir, { recursive: true, force: true });
    },
  };
}

/** A DevTools protocol session with the worker isolate, through workerd's inspector. */
export interface Inspector {
  call: (method: string, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;
  close: () => void;
}

async function connectInspector(inspectorPort: number): Promise<Inspector> {
  const { WebSocket } = await import('undici');
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { id: string; webSocketDebuggerUrl: string }[];
  // Miniflare's user worker has an empty name; its inspector target id ends with `core:user:`.
  const target = targets.find((t) => t.id.endsWith('core:user:')) ?? targets[0];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const call = (method: string, params?: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = ++nextId;
      const onMessage = (event: { data: unknown }) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown> };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => socket.close() };
}

/**
 * The worker isolate's own V8 heap in use (Runtime.getHeapUsage): the worker's memory, apart from
 * the runtime around it (workerd does not offer a forced GC here).
 */
async function workerHeapMiB(inspectorPort: number): Promise<number> {
  const inspector = await connectInspector(inspectorPort);
  try {
    const { usedSize } = (await inspector.call('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize / 1024 / 1024;
  } finally {
    inspector.close();
  }
}

/** A local sponsors feed on loopback, so doc pages render their sponsors block and are edge-cacheable. */
export async function startSponsorsFeed(): Promise<{ url: string; close: () => void }> {
  const server = createHttpServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ sponsors: [{ url: 'https://sponsor.example/', text: 'Example Sponsor' }] }));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sponsors.json`, close: () => server.close() };
}
