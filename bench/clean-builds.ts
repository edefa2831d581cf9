/**
 * Clean builds in copies of the project, for the scripts that compare two builds by interleaving
 * their runs (bench/build-devices.ts, bench/compare-builds.ts): each copy links the dependencies and
 * has its own build caches, and both copies live side by side, so neither is favoured by where on
 * the disk its files are created (bench/README.md, "Files: why the build writes few").
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.ts';

/** `npm run build` as package.json has it (its Node flags included), without npm's own start-up. */
export const BUNDLED_BUILD = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build.split(' ');

/** Links the project's dependencies into `dir` (each copy keeps its own `node_modules/.cache`). */
function linkDependencies(dir: string): void {
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
}

/** A copy of the working tree, without tests and outputs. */
export function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-build-'));
  const leftOut = new Set(['node_modules', '.git', '.generated', 'dist', '.wrangler', 'test', '.scratch']);
  cpSync(root, dir, { recursive: true, filter: (source) => !leftOut.has(source.slice(root.length + 1).split('/')[0]) });
  linkDependencies(dir);
  return dir;
}

/** The project as it was at commit `rev` (its dependencies: today's). */
export function copyCommit(rev: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-build-'));
  execFileSync('tar', ['-x', '-C', dir], { input: execFileSync('git', ['archive', '--format=tar', rev], { cwd: root, maxBuffer: 1 << 30 }) });
  linkDependencies(dir);
  return dir;
}

/** What a clean build removes first: outputs and every cache, or outputs and the page-compile cache alone (issue 24's definition). */
export type Clean = 'every cache' | 'page-compile cache';

/** One clean build in `dir`: wall and CPU seconds (bash's `times` reports the children's CPU). */
export function cleanBuild(dir: string, command: string[], clean: Clean = 'every cache'): { wall: number; cpu: number } {
  const caches = clean === 'every cache' ? 'node_modules/.cache' : 'node_modules/.cache/livecodes-docs/mdx';
  for (const out of ['.generated', 'dist', caches]) rmSync(join(dir, out), { recursive: true, force: true });
  const start = performance.now();
  const quoted = command.map((arg) => `'${arg}'`).join(' ');
  const out = execFileSync('bash', ['-c', `${quoted} >/dev/null && times`], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  const wall = (performance.now() - start) / 1000;
  // `times` prints the shell's own line, then the children's: "1m2.500s 0m0.300s".
  const children = out.trim().split('\n').at(-1)!.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/)!;
  const cpu = Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4]);
  return { wall, cpu };
}

export const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
