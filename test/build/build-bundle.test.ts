import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleBuild } from '../../build/bundle.mjs';

// `npm run build` and `npm start` run the build from this bundle: a stale one would run old code.
describe('the build bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-build-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const written = (file: string) => statSync(join(dir, file)).mtimeMs;

  it('is made, then reused while nothing it was made from changes', async () => {
    await bundleBuild('build', dir);
    const first = written('index.js');
    await bundleBuild('build', dir);
    expect(written('index.js')).toBe(first);
  }, 60_000);

  it('is made again when one of its sources changes', async () => {
    await bundleBuild('build', dir);
    const before = written('index.js');
    const source = new URL('../../build/errors.ts', import.meta.url);
    const { atime, mtime } = statSync(source);
    try {
      utimesSync(source, atime, new Date(mtime.getTime() + 5_000)); // as an editor's save would
      await bundleBuild('build', dir);
      expect(written('index.js')).not.toBe(before);
    } finally {
      utimesSync(source, atime, mtime);
    }
  }, 60_000);

  it('holds only the icons the site uses, not all of Lucide', async () => {
    await bundleBuild('build', dir);
    for (const file of ['index.js', 'prerender-thread.js']) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).toContain('lucide lucide-lightbulb');
      expect(text, file).not.toContain('lucide lucide-zoom-in');
    }
  }, 60_000);

  it('is made again when a bundled file is missing', async () => {
    await bundleBuild('build', dir);
    rmSync(join(dir, 'prerender-thread.js'));
    await bundleBuild('build', dir);
    expect(existsSync(join(dir, 'prerender-thread.js'))).toBe(true);
  }, 60_000);

  // `npm start`'s bundle has the watch entries besides the build's; `npm run build` can run from it.
  it('grows for watch mode, and then serves a build as it is', async () => {
    await bundleBuild('build', dir);
    expect(existsSync(join(dir, 'watch.js'))).toBe(false);
    await bundleBuild('watch', dir);
    expect(existsSync(join(dir, 'watch.js'))).toBe(true);
    const watchBundle = written('index.js');
    await bundleBuild('build', dir);
    expect(written('index.js')).toBe(watchBundle);
  }, 60_000);
});
