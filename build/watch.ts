/**
 * `npm start`: builds the site, serves it with `wrangler dev` on http://localhost:8787/docs/ (live
 * reload on), and rebuilds on every change under content/ or src/. Between builds it keeps the
 * compiled pages (only changed ones are compiled again), a warm highlighter and esbuild's
 * incremental context; an edit to page content alone does not bundle the client again. wrangler dev reloads the worker when the generated modules change and then
 * reloads open pages. A failed rebuild prints its error and keeps serving the last good build.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join, relative } from 'node:path';
import { BuildError } from './errors.ts';
import { projectRoot, runBuild, type BuildCache } from './index.ts';

const cache: BuildCache = { compile: { results: new Map() }, bundle: {}, written: new Map(), touched: new Set() };

async function build(reason: string): Promise<boolean> {
  const start = performance.now();
  try {
    const { docs } = await runBuild({ root: projectRoot, cache, log: reason === 'start' ? console.log : undefined });
    console.log(`[docs] ${reason === 'start' ? 'built' : `rebuilt after a change to ${reason}:`} ${docs.length} pages in ${(performance.now() - start).toFixed(0)} ms`);
    return true;
  } catch (error) {
    console.error(error instanceof BuildError ? `[docs] build failed: ${error.message}` : error);
    return false;
  }
}

if (!(await build('start'))) process.exit(1);

const wrangler = spawn(join(projectRoot, 'node_modules/.bin/wrangler'), ['dev', '--ip', '127.0.0.1', '--port', '8787', '--live-reload', ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
});
wrangler.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));

// Changes arriving while a build runs are folded into one more build after it.
let running = false;
let pending: string | null = null;
async function onChange(file: string) {
  // Pages are cached by their own inputs; data, config and app code can touch any page.
  if (!file.startsWith('content/docs/')) cache.compile.results.clear();
  cache.touched.add(join(projectRoot, file));
  if (running) {
    pending = file;
    return;
  }
  running = true;
  await build(file);
  running = false;
  if (pending) {
    const next = pending;
    pending = null;
    await onChange(next);
  }
}

let timer: NodeJS.Timeout | undefined;
for (const dir of ['content', 'src']) {
  watch(join(projectRoot, dir), { recursive: true }, (_event, name) => {
    if (!name) return;
    const file = relative(projectRoot, join(projectRoot, dir, name.toString()));
    clearTimeout(timer);
    // Editors write in bursts (temp file, rename): wait for the burst to end.
    timer = setTimeout(() => void onChange(file), 60);
  });
}
