/**
 * `npm start`: builds the site, serves it with `wrangler dev` on http://localhost:8787/docs/ (live
 * reload on), and rebuilds on every change under content/, src/ or build/. The builds run on a
 * builder thread (build/watch-builder.ts) that keeps the compiled pages (only changed ones are
 * compiled again), a warm highlighter and esbuild's incremental context; an edit to page content
 * alone does not bundle the client again. An edit to what the build itself runs (build code, the
 * data and shared code it imports, the list of MDX components) starts a new builder thread, which
 * loads it afresh. wrangler dev reloads the worker when the generated modules change and then
 * reloads open pages. A failed rebuild prints its error and keeps serving the last good build.
 */
import { watch as chokidarWatch } from 'chokidar';
import { join, relative, sep } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startThread } from './thread.ts';
import { projectRoot } from './project-root.ts';
import { startWranglerDev } from './wrangler-dev.mjs';
import { changesTheBuild, type BuilderReply, type BuilderRequest } from './watch-protocol.ts';

let builder: Worker | undefined;
function startBuilder(): Worker {
  const worker = startThread(new URL('./watch-builder.ts', import.meta.url));
  worker.on('error', (error) => console.error('[docs] the builder thread failed:', error));
  // A thread that died (an uncaught error) is replaced at the next build.
  worker.once('exit', () => {
    if (builder === worker) builder = undefined;
  });
  return worker;
}
function ask(worker: Worker, request: BuilderRequest): Promise<BuilderReply> {
  return new Promise((resolve) => {
    const done = (reply: BuilderReply) => {
      worker.off('exit', gone);
      resolve(reply);
    };
    const gone = (code: number) => {
      worker.off('message', done);
      resolve({ error: `the builder thread exited (code ${code})` });
    };
    worker.once('message', done);
    worker.once('exit', gone);
    worker.postMessage(request);
  });
}

async function build(reason: string, changed: string[]): Promise<boolean> {
  const start = performance.now();
  if (changed.some(changesTheBuild)) {
    console.log(`[docs] ${changed.filter(changesTheBuild).join(', ')} changed the build itself: loading its code afresh`);
    if (builder) {
      await ask(builder, { type: 'dispose' });
      await builder.terminate();
      builder = undefined;
    }
    // Run from the bundle (build/run.mjs), the new thread loads a bundle made from the edited code.
    if (process.env.LIVECODES_DOCS_BUNDLE) {
      try {
        await ((await import(new URL('./bundle.mjs', import.meta.url).href)) as typeof import('./bundle.mjs')).bundleBuild();
      } catch (error) {
        console.error(`[docs] build failed: the build code does not bundle: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    }
  }
  builder ??= startBuilder();
  const reply = await ask(builder, { type: 'build', changed, log: reason === 'start' });
  if ('error' in reply && reply.error !== undefined) {
    console.error(`[docs] build failed: ${reply.error}`);
    return false;
  }
  const pages = 'pages' in reply ? reply.pages : 0;
  console.log(`[docs] ${reason === 'start' ? 'built' : `rebuilt after a change to ${reason}:`} ${pages} pages in ${(performance.now() - start).toFixed(0)} ms`);
  return true;
}

if (!(await build('start', []))) process.exit(1);

// Arguments after `npm start --` go to wrangler dev.
startWranglerDev(projectRoot, ['--live-reload', '--var', 'LIVE_RELOAD:true'], process.argv.slice(2));

// Changes arriving while a build runs are folded into one more build after it.
let running = false;
const pending = new Set<string>();
async function onChange() {
  if (running || !pending.size) return;
  running = true;
  const changed = [...pending];
  pending.clear();
  await build(changed.length === 1 ? changed[0] : `${changed.length} files`, changed);
  running = false;
  await onChange();
}

// chokidar, not fs.watch: Node 20's recursive fs.watch on Linux loses a file once it has been
// replaced by a rename (sed -i, editors' atomic saves), and misses every later edit to it.
let timer: NodeJS.Timeout | undefined;
chokidarWatch(['content', 'src', 'build'].map((dir) => join(projectRoot, dir)), { ignoreInitial: true }).on('all', (_event, path) => {
  pending.add(relative(projectRoot, path).split(sep).join('/'));
  clearTimeout(timer);
  // Editors write in bursts (temp file, rename): wait for the burst to end, then build once for all of it.
  timer = setTimeout(() => void onChange(), 60);
});
