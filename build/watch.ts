/**
 * `npm start`: builds the site, serves it with `wrangler dev` on http://localhost:8787/docs/ (live
 * reload on), and rebuilds on every edit under content/, src/ or build/. The builds run in a builder
 * process (build/builder.ts) that keeps what an edit to content leaves valid; an edit to code makes
 * it end, and a new one starts, builds with the new code and keeps watching. wrangler dev reloads the
 * worker when the generated files change, then reloads open pages. A failed rebuild prints its error
 * and the last good build stays served. Arguments after `npm start --` go to wrangler dev.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RESTART_EXIT_CODE, type BuilderMessage } from './builder.ts';
import { projectRoot } from './project-root.ts';
import { startWranglerDev } from './wrangler-dev.mjs';

let wrangler: ChildProcess | undefined;
let builder: ChildProcess;

/** Starts a builder (under tsx, as this process runs: fork passes Node's options on); `reason` is what its first build reports. */
function startBuilder(reason: string) {
  let restartFor = 'code';
  builder = fork(fileURLToPath(new URL('./builder.ts', import.meta.url)), [reason]);
  builder.on('message', (message: BuilderMessage) => {
    if (message.ready && !wrangler) wrangler = startWranglerDev(projectRoot, ['--live-reload', '--var', 'LIVE_RELOAD:true'], process.argv.slice(2));
    if (message.restart) restartFor = message.restart;
  });
  builder.on('exit', (code) => {
    if (code === RESTART_EXIT_CODE) return startBuilder(restartFor);
    wrangler?.kill('SIGTERM');
    process.exit(code ?? 1);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => builder.kill(signal));
startBuilder('start');
