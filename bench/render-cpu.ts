/**
 * Uncached render CPU for every page and every page body, in Node rather than workerd: inside
 * workerd, performance.now() does not advance during synchronous work, so it cannot time a render.
 * The worker's own rendering code is bundled with esbuild the way `wrangler deploy` bundles it
 * (React's production build, the `workerd` export conditions) and run in a child process that
 * measures process.cpuUsage() (user + system CPU, GC included) over repeated renders of each page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { EDGE_RENDER_BUNDLE } from '../build/prerender-shells.ts';
import { percentile, root } from './lib.ts';

export interface RenderCpu {
  path: string;
  /** CPU per uncached page render (ms), for the common request (the shell rendered by the build). */
  pageMs: number;
  /** The same, for a request whose shell React renders in the worker (e.g. a deploy on Algolia). */
  reactShellMs: number;
  /** CPU per page body for a client-side navigation (ms). */
  bodyMs: number;
}

export async function measureRenderCpu({ warm = 3, repeat = 5 } = {}): Promise<RenderCpu[]> {
  const dir = mkdtempSync(join(tmpdir(), 'render-cpu-'));
  try {
    await build({ ...EDGE_RENDER_BUNDLE, entryPoints: [join(root, 'bench/render-cpu-entry.tsx')], outfile: join(dir, 'render-cpu.mjs') });
    const out = execFileSync(process.execPath, [join(dir, 'render-cpu.mjs'), String(warm), String(repeat)], { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
    return JSON.parse(out) as RenderCpu[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Max and p99 across pages. */
export function summarize(results: RenderCpu[], pick: (r: RenderCpu) => number): { max: number; p99: number; worst: string } {
  const worst = results.reduce((a, b) => (pick(b) > pick(a) ? b : a));
  return { max: pick(worst), p99: percentile(results.map(pick), 99), worst: worst.path };
}

// `tsx bench/render-cpu.ts`: this measure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureRenderCpu();
  const page = summarize(results, (r) => r.pageMs);
  const body = summarize(results, (r) => r.bodyMs);
  console.log(`uncached page render CPU over ${results.length} pages: max ${page.max.toFixed(2)} ms (${page.worst}), p99 ${page.p99.toFixed(2)} ms`);
  console.log(`median ${percentile(results.map((r) => r.pageMs), 50).toFixed(2)} ms`);
  const react = summarize(results, (r) => r.reactShellMs);
  console.log(`with the shell rendered by React: max ${react.max.toFixed(2)} ms (${react.worst}), p99 ${react.p99.toFixed(2)} ms`);
  console.log(`page body CPU: max ${body.max.toFixed(2)} ms (${body.worst}), p99 ${body.p99.toFixed(2)} ms`);
}
