/**
 * `npm run bench:build-devices`: what each of the build's speed devices saves on a clean build today.
 *
 * For each device, a copy of the project (dependencies linked, caches its own) has that one device
 * taken out by a small source edit, and clean builds of the unchanged copy and the edited copy run
 * interleaved (A, B, A, B…). It prints wall time and CPU time (user + system, all threads and
 * children) of each side, and the device's saving as a share of the baseline's median wall time.
 * A device that saves less than 3 % has to justify itself in ARCHITECTURE.md.
 *
 * Flags: --pairs N (3), --only NAME (one device). Needs a quiet machine: other load skews wall time.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BUNDLED_BUILD as BUNDLED, cleanBuild, copyProject as copyTree, range } from './clean-builds.ts';
import { median, table } from './lib.ts';

const { values: flags } = parseArgs({ options: { pairs: { type: 'string', default: '3' }, only: { type: 'string' } } });
const pairs = Number(flags.pairs);

/** The same without one of its Node flags. */
const without = (flag: string) => BUNDLED.filter((arg) => arg !== flag);

interface Device {
  name: string;
  /** What it does, for the table. */
  what: string;
  /** Source edits that take the device out: [file, text to find, replacement]. */
  edits?: [string, string, string][];
  /** The build command without the device (default: the bundled build). */
  command?: string[];
}

const DEVICES: Device[] = [
  // With React's production build on both sides, as the bundle has it: this device is the bundling alone.
  { name: 'bundled build', what: 'build/run.mjs runs an esbuild bundle instead of the sources through tsx', command: ['env', 'NODE_ENV=production', 'node', '--import', 'tsx', 'bench-main.ts'] },
  {
    name: 'production React',
    what: "the bundle renders pages with React's production build",
    edits: [['build/bundle.mjs', `define: { 'process.env.NODE_ENV': '"production"' },`, '']],
  },
  { name: 'highlight priority', what: 'the highlight thread runs at nice 5', edits: [['build/mdx/highlight-thread.ts', 'setPriority(5)', 'setPriority(0)']] },
  {
    name: 'shared regex engine',
    what: 'each distinct Oniguruma pattern compiled once per thread',
    edits: [
      ['build/mdx/shiki.ts', 'engine: await createSharedPatternEngine()', "engine: await (await import('shiki/engine/oniguruma')).createOnigurumaEngine(import('shiki/wasm'))"],
    ],
  },
  {
    name: 'lazy grammar rules',
    what: "Shiki's TextMate rules built when first needed, not every embedded grammar's up front",
    edits: [['build/bundle.mjs', 'typescriptByRequire, lazyGrammarRules, ', 'typescriptByRequire, ']],
  },
  {
    name: 'lean markdown parse',
    what: "one compile context for mdast-util-from-markdown's handlers, and micromark's subtokenize jumps in a Map",
    edits: [['build/bundle.mjs', ', leanMarkdownParse],', '],']],
  },
  { name: 'quiet visits', what: "unist-util-visit-parents' per-node renaming removed from the bundle", edits: [['build/bundle.mjs', 'plugins: [ownLocation, quietVisits, ', 'plugins: [ownLocation, ']] },
  {
    name: 'small-function inlining',
    what: 'TurboFan inlines only the functions V8 counts as small, up to 27 bytes of bytecode, not up to 460 (node --max-inlined-bytecode-size=27)',
    command: without('--max-inlined-bytecode-size=27'),
  },
  {
    name: 'small-function inlining, against none',
    what: 'the same, against no TurboFan inlining at all (node --no-turbo-inlining, the flag it replaced)',
    command: BUNDLED.map((arg) => (arg === '--max-inlined-bytecode-size=27' ? '--no-turbo-inlining' : arg)),
  },
  { name: 'larger young generation', what: "V8's semi-spaces of 32 MiB instead of 16 (node --max-semi-space-size=32)", command: without('--max-semi-space-size=32') },
];

/** A copy of the project with linked dependencies and its own build caches, and an entry for running the sources through tsx. */
function copyProject(): string {
  const dir = copyTree();
  writeFileSync(join(dir, 'bench-main.ts'), "import { main } from './build/index.ts';\nawait main();\n");
  return dir;
}

function applyEdits(dir: string, edits: [string, string, string][]): void {
  for (const [file, find, replace] of edits) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(find)) throw new Error(`${file}: '${find}' not found; update bench/build-devices.ts for the current source`);
    writeFileSync(path, text.replace(find, replace));
  }
}

const baseline = copyProject();
const rows: string[][] = [];
try {
  for (const device of DEVICES.filter((d) => !flags.only || d.name === flags.only)) {
    const variant = copyProject();
    try {
      applyEdits(variant, device.edits ?? []);
      const base: { wall: number; cpu: number }[] = [];
      const without: { wall: number; cpu: number }[] = [];
      for (let i = 0; i < pairs; i++) {
        base.push(cleanBuild(baseline, BUNDLED));
        without.push(cleanBuild(variant, device.command ?? BUNDLED));
      }
      const baseWall = median(base.map((r) => r.wall));
      const saving = (median(without.map((r) => r.wall)) - baseWall) / baseWall;
      rows.push([
        device.name,
        device.what,
        range(base.map((r) => r.wall)),
        range(without.map((r) => r.wall)),
        `${median(base.map((r) => r.cpu)).toFixed(1)} / ${median(without.map((r) => r.cpu)).toFixed(1)}`,
        `${(saving * 100).toFixed(1)} %`,
        saving >= 0.03 ? 'keeps its place' : 'under 3 %: justify or remove',
      ]);
      console.log(`${device.name}: done`);
    } finally {
      rmSync(variant, { recursive: true, force: true });
    }
  }
} finally {
  rmSync(baseline, { recursive: true, force: true });
}
table([['device', 'what', 'with (s)', 'without (s)', 'CPU s with / without', 'saves', 'verdict'], ...rows]);
