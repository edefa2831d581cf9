import { createExecutionContext, fetchMock, SELF, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index.ts';
import type { Env } from '../../worker/env.ts';

export const ORIGIN = 'http://localhost';

export function get(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(new URL(path, ORIGIN), { redirect: 'manual', ...init });
}

/** Every outbound fetch must be mocked: the tests never reach the internet. */
export function isolateNetwork() {
  fetchMock.activate();
  fetchMock.disableNetConnect();
}

export const sponsorsUpstream = () => fetchMock.get('https://sponsors.test').intercept({ path: '/data/sponsors.json' });

/**
 * Calls the worker's fetch handler directly (no static-asset layer in front) with the given env,
 * and waits for its `waitUntil` work, so cache and KV writes are done when it resolves.
 */
export async function callWorker(url: string, init: RequestInit, env: Env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: 'manual', ...init }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The app's script files a page loads (the app loader's list: entry first, then its imports). */
export function appScripts(html: string): string[] {
  const list = /\(function\(\)\{var f=(\[[^\]]*\])[;,]/.exec(html);
  return list ? (JSON.parse(list[1]) as string[]) : [];
}

// A stack frame is `at name (file:line:col)`; prose such as "at all (for example)" is not. Error
// names count with the start of a runtime message only: pages quote browser errors such as
// "TypeError: Failed to resolve module specifier", which search results may show.
/** Internals in an answer: a stack frame, a source path, or an exception's own message. */
export const LEAKS = /\bat [\w.<>$]+ \([^()\s]*:\d+:\d+\)|node_modules|\bworker\/|\bbuild\/[\w/-]+\.tsx?|\.tsx?:\d+|\b(?:TypeError|ReferenceError|SyntaxError): (?:Cannot |\S+ is not |Unexpected |undefined|null)/;
