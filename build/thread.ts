/**
 * The build's worker threads. `npm run build` and `npm start` run the build from an esbuild bundle
 * (build/run.mjs), where a thread loads the bundled copy of its module; tests and scripts run the
 * TypeScript sources, which a thread loads through tsx (build/thread-entry.mjs).
 */
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

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

/** A thread that answers requests (highlighting, prerendering), as its client sees it. */
export interface ThreadService<Request, Reply, Message = never> {
  /** Sends a request; settles with the thread's reply, or its error. */
  call(request: Request): Promise<Reply>;
  /** Sends a message that gets no reply. */
  post(message: Message): void;
  /** Whether the thread keeps the process alive: during a build, not while watch mode waits for edits. */
  hold(busy: boolean): void;
  dispose(): Promise<void>;
}

type ServiceReply<Reply> = { id: number; value: Reply; error?: undefined } | { id: number; error: string };

/**
 * Starts `module`, a build module that calls serveRequests, and returns its client. If the thread
 * fails or exits, every waiting call and every later one is rejected with `what` in the message.
 */
export function startService<Request, Reply, Message = never>(module: URL, what: string): ThreadService<Request, Reply, Message> {
  const worker = startThread(module);
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failed: Error | null = null;
  const failAll = (error: Error) => {
    failed = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: ServiceReply<Reply>) => {
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    if (reply.error !== undefined) entry.reject(new Error(reply.error));
    else entry.resolve(reply.value);
  });
  worker.on('error', (error) => failAll(new Error(`${what} failed: ${error.message}`)));
  worker.on('exit', (code) => failAll(new Error(`the ${what} thread exited (code ${code})`)));
  return {
    call(request) {
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => {
        const id = ++nextId;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, request });
      });
    },
    post(message) {
      worker.postMessage({ message });
    },
    hold(busy) {
      if (busy) worker.ref();
      else worker.unref();
    },
    async dispose() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/**
 * The thread side of startService: answers each request with `answer`'s value (or its error), and
 * hands messages sent with `post` to `onMessage`.
 */
export function serveRequests<Request, Reply, Message = never>(answer: (request: Request) => Promise<Reply>, onMessage: (message: Message) => void = () => {}): void {
  parentPort!.on('message', async (data: { id: number; request: Request } | { message: Message }) => {
    if (!('id' in data)) return onMessage(data.message);
    let reply: ServiceReply<Reply>;
    try {
      reply = { id: data.id, value: await answer(data.request) };
    } catch (error) {
      reply = { id: data.id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(reply);
  });
}
