/**
 * Starts the real worker with `wrangler dev` on a free loopback port (plus a local sponsors feed,
 * so nothing reaches the internet) for the browser tests, and stops both afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string | null;
  }
}

/** Loopback hosts serve the docs, as under `npm start`. (Nothing leaves the machine: each browser context refuses other hosts.) */
const LOCAL_VARS = ['--var', 'LOCAL_DEV:true'];

/** A free port on loopback (also used by the watch-mode test for its own server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer ${url} within 60 s:\n${log()}`);
}

/** A `wrangler dev` of the worker on a free loopback port, with its own KV folder. */
export interface DevServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `wrangler dev` with these vars (each `NAME: value`) and waits until it serves `readyPath`. */
export async function startDevServer(vars: Record<string, string>, readyPath = '/docs/'): Promise<DevServer> {
  const port = await freePort();
  const persist = await mkdtemp(join(tmpdir(), 'docs-browser-'));
  let output = '';
  const child = spawn(
    join(process.cwd(), 'node_modules/.bin/wrangler'),
    ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persist, ...LOCAL_VARS, ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]), '--show-interactive-dev-session=false'],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(persist, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseUrl}${readyPath}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

let server: DevServer | undefined;
let feed: Server | undefined;

export async function setup(project: TestProject) {
  const chromium = existsSync(CHROMIUM) ? CHROMIUM : null;
  project.provide('chromium', chromium);
  if (!chromium) {
    if (process.env.CI) throw new Error(`Chromium not found at ${CHROMIUM}; .ci/run installs it with apt.`);
    console.log(`Skipping browser tests: no Chromium at ${CHROMIUM} (install Debian's chromium, or set CHROMIUM_PATH).`);
    project.provide('baseUrl', '');
    return;
  }
  feed = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ sponsors: [{ url: 'https://sponsor.example/', text: 'Example Sponsor' }] }));
  });
  await new Promise<void>((resolve) => feed!.listen(0, '127.0.0.1', resolve));
  server = await startDevServer({ SPONSORS_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/sponsors.json` });
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
  await new Promise<void>((resolve) => (feed ? feed.close(() => resolve()) : resolve()));
}
