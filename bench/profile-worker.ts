/**
 * `tsx bench/profile-worker.ts [path] [--uncached] [--seconds N]`: a V8 CPU profile of the worker
 * isolate (through workerd's inspector) while autocannon loads one URL at 32 connections; prints the
 * functions with the most self time and writes the .cpuprofile (open it in Chrome DevTools).
 */
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { startMiniflare, startSponsorsFeed } from './lib.ts';

const argv = process.argv.slice(2);
const path = argv.find((a) => a.startsWith('/')) ?? '/docs/overview';
const seconds = Number(argv[argv.indexOf('--seconds') + 1]) || 5;
const feed = await startSponsorsFeed();
const server = await startMiniflare({ SPONSORS_URL: feed.url, ...(argv.includes('--uncached') ? { PAGE_CACHE_SECONDS: '0' } : {}) });
try {
  await autocannon({ url: `${server.url}${path}`, connections: 4, duration: 2 });
  const inspector = await server.inspector();
  await inspector.call('Profiler.enable');
  await inspector.call('Profiler.setSamplingInterval', { interval: 100 });
  await inspector.call('Profiler.start');
  const result = await autocannon({ url: `${server.url}${path}`, connections: 32, duration: seconds });
  const { profile } = (await inspector.call('Profiler.stop')) as { profile: Profile };
  inspector.close();
  const out = `/tmp/worker-${Date.now()}.cpuprofile`;
  writeFileSync(out, JSON.stringify(profile));
  console.log(`${path}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms; profile in ${out}`);
  printSelfTime(profile);
} finally {
  await server.stop();
  feed.close();
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

function printSelfTime(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const total = profile.timeDeltas.reduce((a, b) => a + b, 0);
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i]);
  });
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
}
