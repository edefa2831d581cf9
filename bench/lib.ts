/** Small helpers shared by the benchmarks: percentiles, local servers (wrangler dev, Miniflare, a sponsors feed), table printing. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export const root = join(import.meta.dirname, '..');

/** The four page types the browser benchmarks load (Lighthouse): label and path. */
export const BROWSER_PAGES = [
  ['home', '/docs/'],
  ['overview', '/docs/overview'],
  ['feature', '/docs/features/share'],
  ['language', '/docs/languages/python'],
] as const;

/** Chromium's flags for every benchmark: nothing of its own reaches the network or the GPU. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** Vars of every benchmark server: a sponsors feed that fails fast, loopback hosts allowed (as under `npm start`). */
export const LOCAL_VARS = { SPONSORS_URL: 'http://127.0.0.1:9/none.json', LOCAL_DEV: 'true' };

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
 * Starts `wrangler dev` on loopback, with React's production build as `wrangler deploy` bundles it,
 * and resolves once it answers; stop it with `stop()`. `vars` override wrangler.toml vars.
 */
export async function startWorker(vars: Record<string, string> = {}): Promise<{ url: string; stop: () => void; child: ChildProcess }> {
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

type WranglerConfig = ReturnType<typeof import('wrangler').unstable_readConfig>;

/** The worker as `wrangler deploy` bundles it (dry run), in a fresh temporary folder, with the config it was read from. */
export async function deployBundle(): Promise<{ config: WranglerConfig; bundleDir: string }> {
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml') });
  const bundleDir = mkdtempSync(join(tmpdir(), 'docs-worker-'));
  execFileSync(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', bundleDir], { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: 'ignore' });
  return { config, bundleDir };
}

/**
 * The worker as `wrangler deploy` bundles it (dry run), run by Miniflare on loopback: the same
 * workerd, static assets and KV as `wrangler dev`, without its dev proxy in front. Vars come from
 * wrangler.toml's [vars], overridden by `vars`.
 */
export async function startMiniflare(vars: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void>; bundleDir: string }> {
  const { Miniflare } = await import('miniflare');
  const { config, bundleDir } = await deployBundle();
  const mf = new Miniflare({
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
    // autocannon drops its sockets at the end of each round, and workerd logs every reset with a
    // stack; anything else it prints is shown.
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      stdout.pipe(process.stdout);
      let afterReset = false;
      createInterface({ input: stderr }).on('line', (line) => {
        const reset = line.includes('Connection reset by peer') || (afterReset && line.startsWith('stack:'));
        afterReset = line.includes('Connection reset by peer');
        if (!reset) process.stderr.write(`${line}\n`);
      });
    },
  });
  const url = (await mf.ready).toString().replace(/\/$/, '');
  return {
    url,
    bundleDir,
    stop: async () => {
      await mf.dispose();
      rmSync(bundleDir, { recursive: true, force: true });
    },
  };
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
