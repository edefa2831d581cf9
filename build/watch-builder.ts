/**
 * Watch mode's builder thread (started by build/watch.ts). It runs the rebuilds and keeps their
 * cache between them. The build code it runs is what the thread loaded when it started: an edit to
 * that code (or to the data and components it imports) takes effect in a new thread.
 */
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { BuildError } from './errors.ts';
import { projectRoot, runBuild, type BuildCache } from './index.ts';
import type { BuilderReply, BuilderRequest } from './watch-protocol.ts';

const cache: BuildCache = { compile: { results: new Map() }, bundle: {}, written: new Map(), touched: new Set() };

async function handle(request: BuilderRequest) {
  if (request.type === 'dispose') {
    await cache.bundle.context?.dispose();
    await cache.compile.highlighter?.dispose();
    parentPort!.postMessage({ disposed: true } satisfies BuilderReply);
    return;
  }
  for (const file of request.changed) {
    // Pages are cached by their own inputs; data, config and app code can touch any page.
    if (!file.startsWith('content/docs/')) cache.compile.results.clear();
    cache.touched.add(join(projectRoot, file));
  }
  let reply: BuilderReply;
  try {
    const { docs } = await runBuild({ root: projectRoot, cache, log: request.log ? console.log : undefined });
    reply = { pages: docs.length };
  } catch (error) {
    reply = { error: error instanceof BuildError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
}

parentPort!.on('message', handle);
