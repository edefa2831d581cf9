/** Every worker test file starts with outbound fetches mocked: no test ever reaches the internet. */
import { beforeAll } from 'vitest';
import { shellLoaders } from '../../.generated/shells.mjs';
import { isolateNetwork } from './helpers.ts';

beforeAll(() => isolateNetwork());

// The prerendered shells are a few large modules, which the test runner serves one by one through
// Vite (a deploy has them in its one bundle): loaded here, so a file's first page request does not
// spend a test's time budget on that.
beforeAll(() => Promise.all(Object.values(shellLoaders).map((load) => load())), 60_000);
