/**
 * The deploy bundle in a plain `workerd serve`, without Miniflare: the runtime the worker is deployed
 * to, without the local emulator's entry worker and services. In Miniflare the latency tail grows
 * with the number of requests served; here it stays flat, so `npm run bench` reads latency here
 * (bench/README.md, "Latency: why plain workerd").
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answers, deployBundle, freePort, LOCAL_VARS, root } from './lib.ts';

/**
 * SPONSORS_KV as a map in the isolate's memory (workerd alone has no KV store; Miniflare's is one
 * of its services). Pages read it at most once a minute, so its speed does not enter the figures.
 */
const MEMORY_KV = `export default function memoryKv() {
  const store = new Map();
  return {
    async get(key, type) {
      const value = store.get(key);
      return value === undefined ? null : type === 'json' ? JSON.parse(value) : value;
    },
    async put(key, value) {
      store.set(key, String(value));
    },
  };
}
`;

/** A Cap'n Proto text literal (JSON's escapes are a subset of its own). */
const text = (value: string) => JSON.stringify(value);

/**
 * Starts the worker and, in the same process, workerd's own file server on dist/client (also the
 * worker's ASSETS binding). `url` reaches the worker, `filesUrl` the file server. `vars` override
 * wrangler.toml's [vars] and the benchmarks' local ones. Stop it with `stop()`.
 */
export async function startPlainWorkerd(vars: Record<string, string> = {}): Promise<{ url: string; filesUrl: string; stop: () => void }> {
  const { config, bundleDir } = await deployBundle();
  const [port, filesPort] = [await freePort(), await freePort()];
  const bindings = Object.entries({ ...(config.vars as Record<string, string>), ...LOCAL_VARS, ...vars }).map(([name, value]) => `(name = ${text(name)}, text = ${text(value)})`);
  const modules = readdirSync(bundleDir)
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => Number(b === 'index.js') - Number(a === 'index.js')) // the entry module comes first
    .map((file) => `(name = ${text(file)}, esModule = embed ${text(file)})`);
  writeFileSync(join(bundleDir, 'memory-kv.js'), MEMORY_KV);
  writeFileSync(
    join(bundleDir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "site", worker = .site),
    (name = "files", disk = (path = ${text(join(root, 'dist/client'))}, writable = false)),
    (name = "loopback", network = (allow = ["local"])),
  ],
  sockets = [
    (name = "site", address = "127.0.0.1:${port}", http = (), service = "site"),
    (name = "files", address = "127.0.0.1:${filesPort}", http = (), service = "files"),
  ],
  extensions = [(modules = [(name = "bench:memory-kv", esModule = embed "memory-kv.js", internal = true)])],
);
const site :Workerd.Worker = (
  modules = [${modules.join(', ')}],
  compatibilityDate = ${text(config.compatibility_date ?? '')},
  compatibilityFlags = [${config.compatibility_flags.map(text).join(', ')}],
  globalOutbound = "loopback",
  bindings = [
    (name = "ASSETS", service = "files"),
    (name = "SPONSORS_KV", wrapped = (moduleName = "bench:memory-kv")),
    ${bindings.join(',\n    ')}
  ],
);
`,
  );
  // --experimental as Miniflare passes it: compatibility flags without a default-on date are allowed.
  const child = spawn(join(root, 'node_modules/.bin/workerd'), ['serve', join(bundleDir, 'config.capnp'), '--experimental'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(bundleDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/docs/`, 10_000)) return { url, filesUrl: `http://127.0.0.1:${filesPort}`, stop };
  stop();
  throw new Error('workerd did not start');
}
