import { fetchMock, SELF } from 'cloudflare:test';

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
