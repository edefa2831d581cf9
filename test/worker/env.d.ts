import type { Env } from '../../worker/env.ts';

declare module 'cloudflare:test' {
  interface ProvidedEnv extends Env {}
}
