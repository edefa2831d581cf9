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
  const list = /\(function\(\)\{var f=(\[[^\]]*\]);function go\(\)/.exec(html);
  return list ? (JSON.parse(list[1]) as string[]) : [];
}
