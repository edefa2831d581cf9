/**
 * Uncached render CPU for every page and every page body, in Node rather than workerd: inside
 * workerd, performance.now() does not advance during synchronous work, so it cannot time a render.
 * The worker's own rendering code is bundled with esbuild the way `wrangler deploy` bundles it
 * (React's production build, the `workerd` export conditions) and run in a child process that
 * reads the CPU time of its rendering thread over repeated renders of each page (how and why:
 * bench/render-cpu-entry.tsx and bench/README.md, "Render CPU: how it is measured").
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { EDGE_RENDER_BUNDLE } from '../build/prerender-shells.ts';
import { assertProductionBuild, percentile, root } from './lib.ts';

export interface RenderCpu {
  path: string;
  /** CPU per uncached page render (ms), for the common request (the shell rendered by the build). */
  pageMs: number;
  /** The same, for a request whose shell React renders in the worker (e.g. a deploy on Algolia). */
  reactShellMs: number;
  /** CPU per page body for a client-side navigation (ms). */
  bodyMs: number;
  /** The same three by the process's CPU, V8's helper threads included. */
  processMs: { page: number; reactShell: number; body: number };
}

export interface RenderCpuRun {
  /** Whose CPU `pageMs`, `reactShellMs` and `bodyMs` are: the rendering thread's, or the process's where the thread's cannot be read. */
  clock: 'thread' | 'process';
  results: RenderCpu[];
}

export async function measureRenderCpu({ warm = 3, repeat = 5 } = {}): Promise<RenderCpuRun> {
  assertProductionBuild();
  const dir = mkdtempSync(join(tmpdir(), 'render-cpu-'));
  try {
    await build({ ...EDGE_RENDER_BUNDLE, entryPoints: [join(root, 'bench/render-cpu-entry.tsx')], outfile: join(dir, 'render-cpu.mjs') });
    const out = execFileSync(process.execPath, [join(dir, 'render-cpu.mjs'), String(warm), String(repeat)], { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
    return JSON.parse(out) as RenderCpuRun;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Max and p99 across pages. */
export function summarize(results: RenderCpu[], pick: (r: RenderCpu) => number): { max: number; p99: number; worst: string } {
  const worst = results.reduce((a, b) => (pick(b) > pick(a) ? b : a));
  return { max: pick(worst), p99: percentile(results.map(pick), 99), worst: worst.path };
}

/** What each figure is, for the printed tables. */
export function clockLabel(clock: RenderCpuRun['clock']): string {
  return clock === 'thread' ? "the rendering thread's CPU" : "the process's CPU (the thread's could not be read here)";
}

// `tsx bench/render-cpu.ts`: this measure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { clock, results } = await measureRenderCpu();
  const line = (label: string, pick: (r: RenderCpu) => number) => {
    const { max, p99, worst } = summarize(results, pick);
    console.log(`${label}: max ${max.toFixed(2)} ms (${worst}), p99 ${p99.toFixed(2)} ms, median ${percentile(results.map(pick), 50).toFixed(2)} ms`);
  };
  console.log(`${results.length} pages, ${clockLabel(clock)}`);
  line('uncached page render', (r) => r.pageMs);
  line('with the shell rendered by React', (r) => r.reactShellMs);
  line('page body', (r) => r.bodyMs);
  console.log("By the process's CPU, V8's helper threads included:");
  line('uncached page render', (r) => r.processMs.page);
  line('with the shell rendered by React', (r) => r.processMs.reactShell);
  line('page body', (r) => r.processMs.body);
}
