import { defineWorkersProject } from '@cloudflare/vitest-pool-workers/config';
import { defineConfig } from 'vitest/config';

/** What every worker project's worker gets. */
const workerBindings = {
  SPONSORS_URL: 'https://sponsors.test/data/sponsors.json',
  SPONSORS_TIMEOUT_MS: '1000',
  // Tests address the worker as http://localhost, as `npm start` does (deployed workers refuse loopback hosts).
  LOCAL_DEV: 'true',
};

/** Chromium against `wrangler dev`, started by the global setup: one test file at a time, as they share the dev server and the machine's two cores. */
const chromiumProject = {
  environment: 'node' as const,
  globalSetup: ['test/browser/global-setup.ts'],
  pool: 'forks' as const,
  poolOptions: { forks: { singleFork: true } },
  hookTimeout: 90_000,
  // UI waits poll up to 5 s: the machine may be busy (two cores, a dev server, a browser).
  expect: { poll: { timeout: 5_000 } },
};

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      // Request-level tests: the real worker in workerd, with its assets, KV and mocked upstreams.
      defineWorkersProject({
        // React's production build, as `wrangler deploy` bundles it (the development build is several times slower).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          exclude: ['test/worker/hostile-input.test.ts'],
          setupFiles: ['test/worker/setup.ts'],
          // A busy CI machine has taken 150 ms a page, so a test that reads every API page outgrew vitest's 5 s;
          // and a timed-out test breaks the pool's per-test storage, which stops the files after it.
          testTimeout: 30_000,
          poolOptions: {
            workers: {
              singleWorker: true,
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  ...workerBindings,
                  // Pages must reflect each test's own mocks: the edge cache (whose in-memory copies
                  // outlive per-test storage) is off, except in edge-cache.test.ts, which turns it on.
                  PAGE_CACHE_SECONDS: '0',
                  // The same for the isolate's copy of the sponsors KV entry (sponsors.test.ts turns it on once).
                  SPONSORS_MEMORY_SECONDS: '0',
                  // And for the isolate's pause after a failed upstream request (sponsors.test.ts turns it on once).
                  SPONSORS_RETRY_SECONDS: '0',
                },
              },
            },
          },
        },
      }),
      defineWorkersProject({
        // React's production build, as `wrangler deploy` bundles it (the development build is several times slower).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        test: {
          name: 'worker-hostile',
          include: ['test/worker/hostile-input.test.ts'],
          setupFiles: ['test/worker/setup.ts'],
          poolOptions: {
            workers: {
              singleWorker: true,
              // 10,000 requests in a few tests: per-test storage snapshots only add work (and, under load, dropped connections).
              isolatedStorage: false,
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  ...workerBindings,
                  // The generated cases' seed, to replay a failure (hostile-input.test.ts prints it).
                  TEST_SEED: process.env.TEST_SEED ?? '',
                },
              },
            },
          },
        },
      }),
      // Browser tests: Debian's Chromium against `wrangler dev` started by the global setup.
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          ...chromiumProject,
          // After the other projects, not alongside them: timing-sensitive UI tests get the CPU to themselves.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
        },
      },
      // Whole-site sweeps in Chromium (every page at a width, every page through axe): `npm run test:site`, after `npm test`.
      {
        test: {
          name: 'site',
          include: ['test/site/**/*.test.ts'],
          ...chromiumProject,
          testTimeout: 600_000,
        },
      },
      // Build tests: Node, tiny content trees under test/fixtures.
      {
        test: {
          name: 'build',
          include: ['test/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
