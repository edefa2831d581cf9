/**
 * Watch mode's builder (started by build/watch.ts): builds the site, then rebuilds it on every edit
 * to content, keeping what the edit leaves valid (compiled pages, rendered bodies, Shiki's grammars,
 * the client bundle). An edit to code (build/, src/, content/data/) ends this process with
 * RESTART_EXIT_CODE, and build/watch.ts starts a new one: the code a process runs is what it
 * loaded, so only a new process shows the edit. Node's module cache is the reason, not a choice.
 */
import { watch } from 'chokidar';
import { join, relative, sep } from 'node:path';
import { RESTART_EXIT_CODE, type BuilderMessage } from './builder-messages.ts';
import type { BuildCache } from './index.ts';

// React's production build renders the page bodies (the HTML is the same; the checks cost more than the
// render). Set before React loads; wrangler dev still serves the worker with React's development build.
process.env.NODE_ENV ??= 'production';
const { BuildError } = await import('./errors.ts');
const { projectRoot, runBuild } = await import('./index.ts');

const tell = (message: BuilderMessage) => process.send?.(message);

/** Files the builder loads as code: a change to one needs a new process. Pages and the site config (read afresh by every build) do not. */
const isCode = (file: string) => /^(build|src|content\/data)\//.test(file);

const cache: BuildCache = { bodies: new Map(), written: new Map() };

async function build(reason: string): Promise<boolean> {
  const start = performance.now();
  try {
    const { docs } = await runBuild({ root: projectRoot, cache, log: reason === 'start' ? console.log : undefined });
    console.log(`[docs] ${reason === 'start' ? 'built' : `rebuilt after a change to ${reason}:`} ${docs.length} pages in ${(performance.now() - start).toFixed(0)} ms`);
    return true;
  } catch (error) {
    console.error(`[docs] build failed: ${error instanceof BuildError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return false;
  }
}

const reason = process.argv[2] ?? 'start';
if (!(await build(reason))) {
  // A first build that fails leaves nothing to serve; a later process keeps the last good build.
  if (reason === 'start') process.exit(1);
}
tell({ ready: true });

// Edits arriving while a build runs are folded into one more build after it.
let running = false;
const pending = new Set<string>();
async function onChange() {
  if (running || !pending.size) return;
  const changed = [...pending];
  pending.clear();
  const code = changed.filter(isCode);
  if (code.length) {
    console.log(`[docs] ${code.join(', ')} changed the build's code: starting a new builder`);
    tell({ restart: code.length === 1 ? code[0] : `${code.length} files` });
    await cache.afterBuild;
    process.exit(RESTART_EXIT_CODE);
  }
  running = true;
  await build(changed.length === 1 ? changed[0] : `${changed.length} files`);
  running = false;
  await onChange();
}

// chokidar, not fs.watch: Node 20's recursive fs.watch on Linux loses a file once it has been
// replaced by a rename (sed -i, editors' atomic saves), and misses every later edit to it.
let timer: NodeJS.Timeout | undefined;
watch(['content', 'src', 'build'].map((dir) => join(projectRoot, dir)), { ignoreInitial: true }).on('all', (_event, path) => {
  pending.add(relative(projectRoot, path).split(sep).join('/'));
  clearTimeout(timer);
  // Editors write in bursts (temp file, rename): wait for the burst to end, then build once for all of it.
  timer = setTimeout(() => void onChange(), 60);
});
