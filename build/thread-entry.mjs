// Runs one exported function of a build module (build/thread.ts) and posts back its result.
// Worker threads do not inherit a TypeScript loader in every host (vitest, for one): load it through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { module, name, args } = workerData;
try {
  const loaded = await tsImport(module, import.meta.url);
  if (typeof loaded[name] !== 'function') throw new Error(`${module} exports no function named ${name}`);
  parentPort.postMessage({ value: await loaded[name](...args) });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
