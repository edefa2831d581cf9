// A build thread (build/thread.ts): loads its module, and for a one-off call runs the function and
// posts back its result. A TypeScript source goes through tsx, which worker threads do not inherit
// in every host (vitest, for one); the bundled build (build/run.mjs) needs no loader.
import { parentPort, workerData } from 'node:worker_threads';

const { module, name, args } = workerData;
const load = async () => (/\.tsx?$/.test(module) ? (await import('tsx/esm/api')).tsImport(module, import.meta.url) : import(module));

if (name === undefined) await load();
else {
  try {
    const loaded = await load();
    if (typeof loaded[name] !== 'function') throw new Error(`${module} exports no function named ${name}`);
    parentPort.postMessage({ value: await loaded[name](...args) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
