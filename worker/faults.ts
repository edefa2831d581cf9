/** Test-only fault injection (see Env.DOCS_FAULTS): inert unless the variable is set. */
import type { Env } from './env.ts';

export interface Faults {
  renderThrows?: string;
  streamThrows?: string;
}

export function faults(env: Env): Faults {
  if (!env.DOCS_FAULTS) return {};
  try {
    return JSON.parse(env.DOCS_FAULTS) as Faults;
  } catch {
    return {};
  }
}
