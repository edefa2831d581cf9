/**
 * `npm start`: builds the site, serves it with `wrangler dev` on http://localhost:8787/docs/ (live
 * reload on), and rebuilds on every edit under content/, src/ or build/. The builds run in a builder
 * process (build/builder.ts) that keeps what an edit to content leaves valid; an edit to code makes
 * it end, and a new one starts, builds with the new code and keeps watching. wrangler dev reloads the
 * worker when the generated files change, then reloads open pages. A failed rebuild prints its error
 * and the last good build stays served. Arguments after `npm start --` go to wrangler dev.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESTART_EXIT_CODE, type BuilderMessage } from './builder-messages.ts';
import { projectRoot } from './project-root.ts';
import { startWranglerDev } from './wrangler-dev.mjs';

let wrangler: ChildProcess | undefined;
let builder: ChildProcess;
const userArgs = process.argv.slice(2);

/**
 * Offline, the sponsors feed's host does not resolve: the worker is then told of no feed, so it
 * never asks (workerd would print a DNS error with a stack trace for every attempt). Checked while
 * the first build runs; a feed given on the command line is left alone.
 */
const feedArgs: Promise<string[]> = (async () => {
  if (userArgs.some((arg) => arg.startsWith('SPONSORS_URL:'))) return [];
  const feed = /^SPONSORS_URL\s*=\s*"([^"]*)"/m.exec(readFileSync(join(projectRoot, 'wrangler.toml'), 'utf8'))?.[1];
  if (!feed) return [];
  try {
    await lookup(new URL(feed).hostname);
    return [];
  } catch {
    console.log(`[docs] offline: ${new URL(feed).hostname} does not resolve, so pages show no sponsors block`);
    return ['--var', 'SPONSORS_URL:'];
  }
})();

/** Starts a builder (under tsx, as this process runs: fork passes Node's options on); `reason` is what its first build reports. */
function startBuilder(reason: string) {
  let restartFor = 'code';
  builder = fork(fileURLToPath(new URL('./builder.ts', import.meta.url)), [reason]);
  builder.on('message', (message: BuilderMessage) => {
    if (message.ready && !wrangler) void feedArgs.then((feed) => (wrangler ??= startWranglerDev(projectRoot, ['--live-reload', '--var', 'LIVE_RELOAD:true', ...feed], userArgs)));
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
