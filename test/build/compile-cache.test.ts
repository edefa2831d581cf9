/**
 * The compile cache on disk (build/mdx/disk-cache.ts): a build after an edit shows the edit and
 * keeps the other pages as they were, a page that fails keeps failing until it is fixed, what
 * watch mode compiled serves the next build, and a damaged cache is compiled again instead of
 * breaking the build.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectRoot, runBuild, type BuildCache } from '../../build/index.ts';
import { compileCacheDir } from '../../build/mdx/disk-cache.ts';

const fixtures = join(import.meta.dirname, '../fixtures');
// Inside the project, like the other build outputs, and a tree of its own: its own cache folder.
const work = join(fixtures, '.out/compile-cache');
const root = join(work, 'site');
const genDir = join(work, 'gen');

const build = (cache?: BuildCache) => runBuild({ root, genDir, outDir: join(work, 'dist'), bundle: false, diskCache: true, cache });
let builds = 0;
/** A page's body as the last build rendered it: the bodies module is imported afresh, as each build writes a new one. */
const generated = async (id: string) => {
  const url = `${pathToFileURL(join(genDir, 'bodies.mjs')).href}?load=${++builds}`;
  const { bodies } = (await import(url)) as { bodies: Record<string, () => string> };
  return bodies[id]();
};
const page = (file: string) => join(root, 'content/docs', file);

/** The cache files of this test's tree (one per compiler, in the tree's own folder). */
async function cacheFiles(): Promise<string[]> {
  const dir = compileCacheDir(root, projectRoot);
  const files = await readdir(dir).catch(() => []);
  return files.filter((file) => file.endsWith('.v8')).map((file) => join(dir, file));
}

/** The entries of a cache file, by key. */
const readEntries = async (file: string) => deserialize(await readFile(file)) as Map<string, { code: string }>;

/** The pages the cache holds, by key. */
async function entries(): Promise<string[]> {
  const files = await cacheFiles();
  expect(files.length).toBeLessThanOrEqual(1);
  return files.length ? [...(await readEntries(files[0])).keys()] : [];
}

beforeEach(async () => {
  await rm(compileCacheDir(root, projectRoot), { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
  await cp(join(fixtures, 'valid'), root, { recursive: true });
  // The fixture's config imports the project's by a relative path, which the copy's depth breaks.
  const config = join(root, 'content/site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replaceAll('../../../../content/', `${projectRoot}/content/`));
});

describe('compile cache', () => {
  it('shows an edit on the next build and keeps the other pages exactly as they were', async () => {
    await build();
    expect((await entries()).length).toBe(7);
    const before = { one: await generated('guide/one'), two: await generated('guide/two') };

    await writeFile(page('guide/two.mdx'), (await readFile(page('guide/two.mdx'), 'utf8')).replace('Back to', 'Return to'));
    await build();
    expect(await generated('guide/two')).toContain('Return to');
    expect(await generated('guide/two')).not.toContain('Back to');
    expect(await generated('guide/one')).toBe(before.one);
    // The edited page's old entry is gone: the cache holds what the last build used.
    expect((await entries()).length).toBe(7);
  });

  it('reports a broken page on every build until it is fixed', async () => {
    await build();
    const good = await readFile(page('guide/two.mdx'), 'utf8');
    await writeFile(page('guide/two.mdx'), `${good}\n<div>\nunclosed\n`);
    for (let i = 0; i < 2; i++) await expect(build()).rejects.toThrow(/guide\/two\.mdx/);
    await writeFile(page('guide/two.mdx'), good);
    await expect(build()).resolves.toBeTruthy();
  });

  it('keeps what watch mode compiled for the next build', async () => {
    const watch: BuildCache = { bodies: new Map(), written: new Map() };
    await build(watch);
    await watch.afterBuild;
    await writeFile(page('guide/two.mdx'), (await readFile(page('guide/two.mdx'), 'utf8')).replace('Back to', 'Return to'));
    await build(watch);
    await watch.afterBuild;
    // Each page once, as watch mode last compiled it.
    expect((await entries()).length).toBe(7);
    // A build run next takes the edited page from there: marked in the cache, the mark shows in its output.
    const [file] = await cacheFiles();
    const stored = await readEntries(file);
    const entry = [...stored.values()].find((doc) => doc.code.includes('Return to'));
    expect(entry).toBeDefined();
    entry!.code = entry!.code.replace('Return to', 'Taken from the cache');
    await writeFile(file, serialize(stored));
    await build();
    expect(await generated('guide/two')).toContain('Taken from the cache');
  });

  it('compiles the pages again when the cache is damaged', async () => {
    await build();
    const expected = await generated('overview');
    for (const file of await cacheFiles()) await writeFile(file, '{ not a serialized map');
    await build();
    expect(await generated('overview')).toBe(expected);
  });
});
