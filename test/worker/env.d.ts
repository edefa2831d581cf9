import type { Env } from '../../worker/env.ts';

declare module 'cloudflare:test' {
  interface ProvidedEnv extends Env {
    /** The hostile-input tests' seed, from TEST_SEED (vitest.config.ts). */
    TEST_SEED?: string;
  }
}
