/**
 * The build's worker threads. `npm run build` and `npm start` run the build from an esbuild bundle
 * (build/run.mjs), where a thread loads the bundled copy of its module; tests and scripts run the
 * TypeScript sources, which a thread loads through tsx (build/thread-entry.mjs).
 */
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Set by build/run.mjs: the folder of the bundled build. */
const BUNDLE_ENV = 'LIVECODES_DOCS_BUNDLE';
const buildDir = fileURLToPath(new URL('.', import.meta.url));

/** The file a thread loads for a build module: its bundled copy when the build runs from its bundle. */
function loadable(module: URL): string {
  const bundle = process.env[BUNDLE_ENV];
  if (!bundle) return module.href;
  return pathToFileURL(join(bundle, relative(buildDir, fileURLToPath(module)).replace(/\.tsx?$/, '.js'))).href;
}

/** A thread running build/thread-entry.mjs on `module`'s loadable file. */
function threadFor(module: URL, call?: { name: string; args: unknown[] }): Worker {
  return new Worker(new URL('./thread-entry.mjs', import.meta.url), { workerData: { module: loadable(module), ...call } });
}

/** Starts a thread running `module`, a build module that answers messages on its parentPort. */
export function startThread(module: URL): Worker {
  return threadFor(module);
}

/**
 * Runs one exported function of a build module on its own thread. The build uses it for TypeDoc,
 * which then runs while this thread compiles the pages that do not depend on the API reference.
 */
export function runOnThread<T>(module: URL, name: string, args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = threadFor(module, { name, args });
    let settled = false;
    worker.once('message', (reply: { value?: T; error?: string }) => {
      settled = true;
      if (reply.error !== undefined) reject(new Error(reply.error));
      else resolve(reply.value as T);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`${name} (${module.pathname}) ended its thread without an answer (exit code ${code})`));
    });
  });
}
