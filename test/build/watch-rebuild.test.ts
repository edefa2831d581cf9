/**
 * Watch mode's rebuilds (what `npm start` runs after each edit): runBuild with a BuildCache. An
 * edit shows up in the bodies module, the manifest and the search index; a rebuild with
 * nothing edited changes no output.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, runBuild, type BuildCache } from '../../build/index.ts';
import type { AssetManifest, DocMeta } from '../../src/shared/types.ts';

const fixtures = join(import.meta.dirname, '../fixtures');
const work = join(fixtures, '.out/watch-rebuild');
const root = join(work, 'site');
const genDir = join(work, 'gen');
const outDir = join(work, 'dist');
const overview = join(root, 'content/docs/overview.mdx');

const cache: BuildCache = { bodies: new Map(), written: new Map() };

async function rebuild(): Promise<{ assets: AssetManifest; docs: DocMeta[]; searchIndex: string }> {
  await runBuild({ root, genDir, outDir, cache });
  await cache.afterBuild;
  const assets = JSON.parse(await readFile(join(genDir, 'assets.json'), 'utf8')) as AssetManifest;
  const { docs } = JSON.parse(await readFile(join(genDir, 'manifest.json'), 'utf8')) as { docs: DocMeta[] };
  const searchIndex = await readFile(join(outDir, assets.searchIndexUrl.replace(/^\/docs\//, 'docs/')), 'utf8');
  return { assets, docs, searchIndex };
}

const edit = async (file: string, change: (text: string) => string) => writeFile(file, change(await readFile(file, 'utf8')));

beforeAll(async () => {
  await rm(work, { recursive: true, force: true });
  await cp(join(fixtures, 'valid'), root, { recursive: true });
  // The fixture's config imports the project's by a relative path, which the copy's depth breaks.
  const config = join(root, 'content/site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replaceAll('../../../../content/', `${projectRoot}/content/`));
});

describe('watch-mode rebuilds', () => {
  it('keeps every output as it was when nothing was edited', async () => {
    const first = await rebuild();
    const bodies = await readFile(join(genDir, 'bodies.mjs'), 'utf8');
    const second = await rebuild();
    expect(second.assets).toEqual(first.assets);
    expect(second.searchIndex).toBe(first.searchIndex);
    expect(await readFile(join(genDir, 'bodies.mjs'), 'utf8')).toBe(bodies);
  });

  it('shows an edit to a page in its body, its search records and a new search index URL', async () => {
    const before = await rebuild();
    expect(before.searchIndex).not.toContain('zebracorn');
    await edit(overview, (text) => `${text}\nA paragraph about the zebracorn.\n`);
    const after = await rebuild();
    expect(await readFile(join(genDir, 'bodies.mjs'), 'utf8')).toContain('A paragraph about the zebracorn.');
    expect(after.assets.searchIndexUrl).not.toBe(before.assets.searchIndexUrl);
    expect(after.searchIndex).toContain('A paragraph about the zebracorn.');
    expect(after.assets.buildId).not.toBe(before.assets.buildId);
    // Only the index assets.json links to is kept (each edit would otherwise leave megabytes behind),
    // once rebuilds have been quiet a while: removed at once, it could vanish while wrangler dev lists
    // the assets for the reload this rebuild causes, which crashes wrangler.
    const indexes = async () => (await readdir(join(outDir, 'docs/assets'))).filter((file) => file.startsWith('search-')).map((file) => `/docs/assets/${file}`);
    expect(await indexes()).toContain(before.assets.searchIndexUrl);
    await expect.poll(indexes, { timeout: 15_000, interval: 200 }).toEqual([after.assets.searchIndexUrl]);
  }, 30_000);

  it('keeps the search index of a page whose edit was undone within seconds', async () => {
    const before = await rebuild();
    const text = await readFile(overview, 'utf8');
    await writeFile(overview, `${text}\nA short-lived paragraph.\n`);
    const edited = await rebuild();
    await writeFile(overview, text);
    const undone = await rebuild();
    expect(undone.assets.searchIndexUrl).toBe(before.assets.searchIndexUrl);
    // Once the edit's index is removed, the index assets.json names is still there.
    const indexes = async () => (await readdir(join(outDir, 'docs/assets'))).filter((file) => file.startsWith('search-')).map((file) => `/docs/assets/${file}`);
    await expect.poll(indexes, { timeout: 15_000, interval: 200 }).not.toContain(edited.assets.searchIndexUrl);
    expect(await indexes()).toEqual([undone.assets.searchIndexUrl]);
  }, 30_000);

  it('takes a changed title from the frontmatter into the manifest and the search records', async () => {
    await edit(overview, (text) => text.replace(/^title: .*$/m, 'title: Overview, renamed'));
    const { docs, searchIndex } = await rebuild();
    expect(docs.find((d) => d.id === 'overview')?.title).toBe('Overview, renamed');
    expect(searchIndex).toContain('"lvl1":"Overview, renamed"');
  });

  it('takes an edit to the sidebars and the site config into the next rebuild', async () => {
    await edit(join(root, 'content/sidebars.ts'), (text) => text.replace("label: 'Guide'", "label: 'Walkthrough'"));
    await edit(join(root, 'content/site.config.ts'), (text) => `${text}\nexport const edited = true;\n`);
    await rebuild();
    const sidebars = await readFile(join(genDir, 'sidebars.json'), 'utf8');
    expect(sidebars).toContain('"label":"Walkthrough"');
    expect(sidebars).not.toContain('"label":"Guide"');
  });
});
