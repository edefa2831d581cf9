/**
 * `npm start` end to end, on a copy of the project (so edits never touch the real tree): its first
 * build is served by wrangler dev on the port given after `--`; an edit to a page reaches an open tab
 * by itself (live reload); a broken edit prints the error, naming the file, and the last good build
 * stays up; fixing it recovers; an edit to a component shows on the pages that use it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCacheDir } from '../../build/mdx/disk-cache.ts';
import { chromiumPath, useBrowser } from './browser.ts';
import { freePort } from './global-setup.ts';

const root = process.cwd();
/** What a copy needs: everything but dependencies, generated output, local state, tests and benchmarks. */
const LEFT_OUT = new Set(['node_modules', '.git', '.generated', 'dist', '.wrangler', 'test', 'bench', 'scratch']);
const PAGE = 'content/docs/overview.mdx';

/** Polls `check` every 250 ms until it returns true, or fails with `what` and the watcher's output. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s. npm start printed:\n${output().slice(-4000)}`);
}

async function pageText(url: string): Promise<{ status: number; text: string }> {
  try {
    const res = await fetch(url);
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

describe.skipIf(!chromiumPath)('npm start (watch mode)', () => {
  const open = useBrowser();
  let dir = '';
  let child: ChildProcess | undefined;
  let output = '';
  let url = '';
  let original = '';
  const log = () => output;
  /** Output printed since `mark` was taken. */
  const since = (mark: number) => output.slice(mark);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-watch-'));
    await cp(root, dir, { recursive: true, filter: (source) => !LEFT_OUT.has(source.slice(root.length + 1).split('/')[0]) && !source.endsWith('.log') });
    // The dependencies are the project's own, linked; the copy gets its own caches (node_modules/.cache).
    await mkdir(join(dir, 'node_modules'));
    for (const entry of await readdir(join(root, 'node_modules'))) {
      if (entry !== '.cache') await symlink(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
    }
    // ...seeded with the project's build caches (TypeDoc's output, the compiled pages under the
    // copy's own key), as a checkout has them after a first build: npm start as it is used.
    await cp(join(root, 'node_modules/.cache/livecodes-docs/api'), join(dir, 'node_modules/.cache/livecodes-docs/api'), { recursive: true });
    await cp(compileCacheDir(root, root), compileCacheDir(dir, dir), { recursive: true });
    original = await readFile(join(dir, PAGE), 'utf8');

    const port = await freePort();
    url = `http://127.0.0.1:${port}/docs/overview`;
    // The command `npm start` runs, with wrangler dev's own arguments after it, as `npm start -- …` passes them.
    const [command, ...args] = (JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
    child = spawn(join(root, 'node_modules/.bin', command), [...args, '--port', String(port), '--persist-to', join(dir, '.state'), '--var', 'SPONSORS_URL:http://127.0.0.1:9/none.json', '--show-interactive-dev-session=false'], {
      cwd: dir,
      detached: true,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await until('serving the first build', async () => {
      if (child!.exitCode !== null) throw new Error(`npm start exited (code ${child!.exitCode}):\n${output}`);
      return (await pageText(url)).status === 200;
    }, 150_000, log);
  }, 180_000);

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('builds every page and serves them on the port given after --', async () => {
    // As many pages as the project's own build made (the suite builds it first).
    const { docs } = JSON.parse(await readFile(join(root, '.generated/manifest.json'), 'utf8')) as { docs: unknown[] };
    expect(output).toMatch(new RegExp(`\\[docs\\] built ${docs.length} pages in \\d+ ms`));
    const { text } = await pageText(url);
    expect(text).toContain('<h1>Overview</h1>');
    // npm start declares local development: its loopback host serves the docs like an allowed one.
    expect(text).not.toContain('data-origin-not-allowed');
  });

  it('shows a page edit in the open tab without a manual reload', async () => {
    const { page, errors } = await open({ baseURL: url });
    await page.goto(url);
    expect(await page.locator('h1').textContent()).toBe('Overview');
    const mark = output.length;
    await writeFile(join(dir, PAGE), `${original}\nA sentence added while watching, number one.\n`);
    await until('the rebuild', () => /\[docs\] rebuilt after a change to content\/docs\/overview\.mdx: \d+ pages/.test(since(mark)), 30_000, log);
    await expect.poll(() => page.getByText('A sentence added while watching, number one.').count(), { timeout: 30_000 }).toBe(1);
    // The CSP lets wrangler's live-reload script run: no refused script in the console.
    expect(errors).toEqual([]);
  }, 90_000);

  it('reports a broken edit by file and keeps serving the last good build, then recovers', async () => {
    let mark = output.length;
    await writeFile(join(dir, PAGE), `${original}\n<div>A tag that never closes\n`);
    await until('the error report', () => since(mark).includes('[docs] build failed'), 30_000, log);
    expect(since(mark)).toContain('overview.mdx');
    const during = await pageText(url);
    expect(during.status).toBe(200);
    expect(during.text).toContain('A sentence added while watching, number one.');

    mark = output.length;
    await writeFile(join(dir, PAGE), `${original}\nA sentence added while watching, number two.\n`);
    await until('the rebuild after the fix', () => since(mark).includes('[docs] rebuilt after a change to content/docs/overview.mdx'), 30_000, log);
    await until('the fixed page being served', async () => (await pageText(url)).text.includes('number two.'), 30_000, log);
  }, 90_000);

  it('shows an edit to a component on the pages that use it, with a new builder', async () => {
    const mark = output.length;
    const languagePage = url.replace('/docs/overview', '/docs/languages/python');
    expect((await pageText(languagePage)).text).toContain('>Code formatting</dt>');
    const file = join(dir, 'src/mdx/language-info.tsx');
    await writeFile(file, (await readFile(file, 'utf8')).replace('term="Code formatting"', 'term="Formatting, edited while watching"'));
    await until('the new builder', () => since(mark).includes("src/mdx/language-info.tsx changed the build's code") && since(mark).includes('[docs] rebuilt after a change to src/mdx/language-info.tsx'), 60_000, log);
    await until('the edited label being served', async () => (await pageText(languagePage)).text.includes('>Formatting, edited while watching</dt>'), 30_000, log);
    // The pages' own edits are still there.
    expect((await pageText(url)).text).toContain('number two.');
  }, 90_000);
});
