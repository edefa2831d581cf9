/**
 * Uncached render CPU for every page, in Node rather than workerd: inside workerd, performance.now()
 * does not advance during synchronous work, so it cannot time a render. The worker's page renderer
 * (worker/ssr/render-page.tsx, the one path every page takes) is bundled with esbuild the way
 * `wrangler deploy` bundles it (React's production build, the `workerd` export conditions) and run
 * in a child process that reads the CPU time of its own thread over repeated renders of each page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { percentile, root } from './lib.ts';

export interface RenderCpu {
  path: string;
  /** CPU of an uncached render of the page, its whole stream read (ms). */
  ms: number;
}

export async function measureRenderCpu(): Promise<{ clock: 'thread' | 'process'; results: RenderCpu[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'render-cpu-'));
  try {
    await build({
      entryPoints: [join(root, 'bench/render-cpu-entry.tsx')],
      outfile: join(dir, 'render-cpu.mjs'),
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      conditions: ['workerd', 'worker', 'browser'],
      define: { 'process.env.NODE_ENV': '"production"' },
      jsx: 'automatic',
      logLevel: 'error',
    });
    const out = execFileSync(process.execPath, [join(dir, 'render-cpu.mjs')], { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
    return JSON.parse(out) as { clock: 'thread' | 'process'; results: RenderCpu[] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `tsx bench/render-cpu.ts`: this measure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { clock, results } = await measureRenderCpu();
  const worst = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`${results.length} pages, the rendering ${clock}'s CPU: max ${worst.ms.toFixed(2)} ms (${worst.path}), p99 ${percentile(results.map((r) => r.ms), 99).toFixed(2)} ms, median ${percentile(results.map((r) => r.ms), 50).toFixed(2)} ms`);
}
