/**
 * Watch mode's builder thread (started by build/watch.ts). It runs the rebuilds and keeps their
 * cache between them. The build code it runs is what the thread loaded when it started: an edit to
 * that code (or to the data and components it imports) takes effect in a new thread.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { BuildError } from './errors.ts';
import { projectRoot, runBuild, type BuildCache } from './index.ts';

export type BuilderRequest = { type: 'build'; changed: string[]; log: boolean } | { type: 'dispose' };
export type BuilderReply = { pages: number; error?: undefined } | { error: string } | { disposed: true };

/**
 * Files the build loads as code (its own modules, the content data and shared code they import, the
 * registry of MDX components): a change to one takes a new builder thread. Other files are read
 * afresh by every build.
 */
export function changesTheBuild(file: string): boolean {
  return /^(build\/|content\/data\/|src\/shared\/|src\/mdx\/components\.tsx$)/.test(file);
}

const cache: BuildCache = { compile: { results: new Map() }, bundle: {}, written: new Map(), touched: new Set() };

/** The role build/watch.ts gives the thread it starts (build/thread.ts). */
export const BUILDER = 'livecodes-docs-builder';

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

// Imported elsewhere too (build/watch.ts, tests), for changesTheBuild: only the builder thread answers.
if ((workerData as { role?: string } | null)?.role === BUILDER) parentPort!.on('message', handle);
