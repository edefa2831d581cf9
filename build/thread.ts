/**
 * Runs one exported function of a build module on its own thread. The build uses it for TypeDoc,
 * which then runs while this thread compiles the pages that do not depend on the API reference.
 */
import { Worker } from 'node:worker_threads';

export function runOnThread<T>(module: URL, name: string, args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url), { workerData: { module: module.href, name, args } });
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
