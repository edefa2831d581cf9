/**
 * The compile cache on disk (build/mdx/disk-cache.ts): a build after an edit shows the edit and
 * keeps the other pages as they were, a page that fails keeps failing until it is fixed, and a
 * damaged cache entry is compiled again instead of breaking the build.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { compileCacheDir, projectRoot, runBuild } from '../../build/index.ts';

const fixtures = join(import.meta.dirname, '../fixtures');
// Inside the project, like the other build outputs, and a tree of its own: its own cache folder.
const work = join(fixtures, '.out/compile-cache');
const root = join(work, 'site');
const genDir = join(work, 'gen');

const build = () => runBuild({ root, genDir, outDir: join(work, 'dist'), bundle: false, diskCache: true });
const generated = (id: string) => readFile(join(genDir, 'pages', `${id}.mjs`), 'utf8');
const page = (file: string) => join(root, 'content/docs', file);

/** The cache entries of this test's tree (a folder per compiler inside the tree's own folder). */
async function entries(): Promise<string[]> {
  const dir = compileCacheDir(root);
  const files = await readdir(dir, { recursive: true }).catch(() => []);
  return files.map(String).filter((file) => file.endsWith('.json')).map((file) => join(dir, file));
}

beforeEach(async () => {
  await rm(compileCacheDir(root), { recursive: true, force: true });
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

  it('compiles a page again when its cache entry is damaged', async () => {
    await build();
    const expected = await generated('overview');
    for (const file of await entries()) await writeFile(file, '{ not json');
    await build();
    expect(await generated('overview')).toBe(expected);
  });
});
