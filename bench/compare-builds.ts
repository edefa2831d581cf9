/**
 * `npm run bench:compare -- <commit> [--pairs N] [--every-cache]`: the clean build of the working
 * tree against that of an earlier commit, their runs interleaved (A, B, B, A…), as bench/README.md
 * asks of any claim that a change made the build faster: on a shared 2-core machine, one run of
 * each proves nothing. Both copies are built once first, so each keeps its own build bundle and
 * TypeDoc output; every run then clears the outputs and the page-compile cache (issue 24's
 * definition of a clean build), or every cache with `--every-cache`. Prints each side's range and
 * median of wall and CPU time (user + system, all threads and children) and the change of the medians.
 */
import { parseArgs } from 'node:util';
import { rmSync } from 'node:fs';
import { BUNDLED_BUILD, cleanBuild, copyCommit, copyProject, range, type Clean } from './clean-builds.ts';
import { median, table } from './lib.ts';

const { values: flags, positionals } = parseArgs({ allowPositionals: true, options: { pairs: { type: 'string', default: '5' }, 'every-cache': { type: 'boolean', default: false } } });
const [rev] = positionals;
if (!rev) {
  console.error('usage: npm run bench:compare -- <commit> [--pairs N] [--every-cache]');
  process.exit(2);
}
const clean: Clean = flags['every-cache'] ? 'every cache' : 'page-compile cache';

const sides = [
  { name: rev, dir: copyCommit(rev), runs: [] as { wall: number; cpu: number }[] },
  { name: 'working tree', dir: copyProject(), runs: [] as { wall: number; cpu: number }[] },
];
try {
  for (const side of sides) cleanBuild(side.dir, BUNDLED_BUILD, 'every cache');
  for (let i = 0; i < Number(flags.pairs); i++) {
    // Each side goes first in every other pair: neither gains from coming after the other.
    for (const side of i % 2 ? [...sides].reverse() : sides) side.runs.push(cleanBuild(side.dir, BUNDLED_BUILD, clean));
    console.log(`pair ${i + 1}: ${sides.map((s) => `${s.name} ${s.runs.at(-1)!.wall.toFixed(2)} s`).join(', ')}`);
  }
} finally {
  for (const side of sides) rmSync(side.dir, { recursive: true, force: true });
}
const stats = sides.map((side) => ({ name: side.name, wall: side.runs.map((r) => r.wall), cpu: side.runs.map((r) => r.cpu) }));
const change = (pick: (side: (typeof stats)[number]) => number[]) => `${(((median(pick(stats[1])) - median(pick(stats[0]))) / median(pick(stats[0]))) * 100).toFixed(1)} %`;
table([
  [`clean build (${clean} cleared), ${flags.pairs} interleaved pairs`, 'wall (s)', 'wall median', 'CPU (s)', 'CPU median'],
  ...stats.map(({ name, wall, cpu }) => [name, range(wall), median(wall).toFixed(2), range(cpu), median(cpu).toFixed(2)]),
  ['change of the medians', '', change((s) => s.wall), '', change((s) => s.cpu)],
]);
