/** Every worker test file starts with outbound fetches mocked: no test ever reaches the internet. */
import { fetchMock } from 'cloudflare:test';
import { beforeAll } from 'vitest';

// Not through helpers.ts, which imports the worker: a module loaded here could not be mocked by a test file.
beforeAll(() => {
  fetchMock.activate();
  fetchMock.disableNetConnect();
});
