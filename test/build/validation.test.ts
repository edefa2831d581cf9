import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../build/content.ts';
import { projectRoot, runBuild } from '../../build/index.ts';
import { assertDefaultExport } from '../../build/mdx/compile.ts';

const fixture = (name: string) => join(import.meta.dirname, '../fixtures', name);

const outputs: string[] = [];
afterAll(() => Promise.all(outputs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function buildFixture(name: string) {
  const out = await mkdtemp(join(tmpdir(), `docs-${name}-`));
  outputs.push(out);
  return runBuild({ root: fixture(name), genDir: join(out, 'gen'), outDir: join(out, 'dist'), bundle: false });
}

describe('build validation', () => {
  it('fails on a sidebar entry with an unknown doc id, naming it', async () => {
    await expect(buildFixture('broken-sidebar')).rejects.toThrow(/sidebar "docs" refers to unknown doc id "guide\/missing" \(in docs > Guide\)/);
  });

  it('fails on dead internal links, naming page, line and link', async () => {
    const error = await buildFixture('dead-link').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/4 broken internal links/);
    expect(message).toContain('content/docs/overview.mdx:6: link "/docs/missing" points to no page');
    expect(message).toContain('link "/docs/overview#nope": page /docs/overview has no heading with id "nope"');
    expect(message).toContain('relative link "guide/one"; write the absolute route');
    expect(message).toContain('link "/app" leaves the docs');
    // Links into sections still being written are reported as pending, not as errors.
    expect(message).not.toContain('/docs/api/globals');
  });

  it('fails on two files producing the same route', async () => {
    await expect(buildFixture('duplicate-route')).rejects.toThrow(/\/docs\/a is produced by both content\/docs\/a\.mdx and content\/docs\/a\/index\.mdx/);
  });

  it('fails on invalid frontmatter, naming the file and field', async () => {
    const error = (await buildFixture('bad-frontmatter').catch((e: Error) => e)) as Error;
    expect(error.message).toContain('content/docs/overview.mdx: invalid frontmatter');
    expect(error.message).toContain('description');
    expect(error.message).toContain('sidebar_position');
  });

  it('fails on frontmatter that is not YAML, naming the file and the line', () => {
    expect(() => parseFrontmatter('---\ntitle: Intro\ndescription: [unclosed\n---\n# Intro\n', 'content/docs/intro.mdx')).toThrow(
      'content/docs/intro.mdx:4: frontmatter is not valid YAML (unexpected end of the stream within a flow collection)',
    );
    expect(() => parseFrontmatter('---\ntitle: A\ntitle: B\ndescription: C\n---\n', 'content/docs/twice.mdx')).toThrow('content/docs/twice.mdx:3: frontmatter is not valid YAML (duplicated mapping key)');
  });

  it('reads frontmatter as YAML 1.2 does: a date and "yes" stay text', () => {
    const page = parseFrontmatter('---\ntitle: 2024-01-02\ndescription: yes\n---\n', 'content/docs/plain.mdx');
    expect(page).toMatchObject({ title: '2024-01-02', description: 'yes' });
  });

  it('fails on MDX syntax errors, naming the file and line', async () => {
    await expect(buildFixture('bad-mdx')).rejects.toThrow(/content\/docs\/overview\.mdx:\d+: .*(closing tag|end of file)/i);
  });

  it('fails on a component the renderer does not provide, naming it and its line', async () => {
    await expect(buildFixture('unknown-component')).rejects.toThrow(/content\/docs\/overview\.mdx: unknown component <Carousel> at line 16/);
  });

  it('fails on a page whose content throws in the build, naming the file and the error', async () => {
    await expect(buildFixture('throwing-content')).rejects.toThrow(/content\/docs\/overview\.mdx: its content could not be rendered: .*not valid JSON/);
  });

  it('fails on a sidebars file that does not parse, naming the file and the place', async () => {
    const out = await mkdtemp(join(tmpdir(), 'docs-bad-sidebars-'));
    outputs.push(out);
    const root = join(out, 'site');
    await cp(fixture('broken-sidebar'), root, { recursive: true });
    // The fixture's files import the project's by relative paths, which the copy's place breaks.
    for (const name of ['site.config.ts', 'sidebars.ts']) {
      const file = join(root, 'content', name);
      await writeFile(file, (await readFile(file, 'utf8')).replaceAll('../../../../', `${projectRoot}/`));
    }
    const sidebars = join(root, 'content/sidebars.ts');
    await writeFile(sidebars, (await readFile(sidebars, 'utf8')).replace('docs: [', 'docs: [[,'));
    const error = (await runBuild({ root, genDir: join(out, 'gen'), outDir: join(out, 'dist'), bundle: false }).catch((e: Error) => e)) as Error;
    expect(error.message).toMatch(/^content\/sidebars\.ts could not be loaded: content\/sidebars\.ts:\d+:\d+: \S/);
  });

  it('rejects a page module without a default export', () => {
    expect(() => assertDefaultExport('"use strict";\nconst y = 2;\nreturn {\n  y\n};', 'content/docs/x.mdx')).toThrow(/content\/docs\/x\.mdx: the compiled page has no default export/);
    expect(() => assertDefaultExport('"use strict";\nfunction MDXContent() {}\nreturn {\n  y,\n  default: MDXContent\n};', 'content/docs/x.mdx')).not.toThrow();
  });
});
