/**
 * The links into the docs that LiveCodes v47 gives its users (help links of the app's screens, the
 * SDK's doc comments that editors show on hover; listed by `npm run sync:livecodes` in
 * content/data/livecodes-v47.json) open a page of this site, at the section they name.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import facts from '../../content/data/livecodes-v47.json';
import { callWorker, isolateNetwork, ORIGIN, sponsorsUpstream } from './helpers.ts';

beforeEach(() => {
  isolateNetwork();
  sponsorsUpstream().reply(200, { sponsors: [] }).persist();
});

const testEnv = { ...env, PAGE_CACHE_SECONDS: '0' };

/** The page a path answers with, after at most one redirect; or what went wrong. */
async function pageAt(path: string): Promise<{ html: string } | { problem: string }> {
  let res = await callWorker(`${ORIGIN}${path}`, {}, testEnv);
  if (res.status === 301 || res.status === 308) {
    const target = new URL(res.headers.get('Location') ?? '', ORIGIN);
    await res.body?.cancel();
    res = await callWorker(target.href, {}, testEnv);
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    return { problem: `answers ${res.status}` };
  }
  return { html: await res.text() };
}

describe("the v47 app's and SDK's links into the docs", () => {
  it('are all listed (help links of the screens, language info, SDK doc comments)', () => {
    const links = facts.docsLinks.map((l) => l.link);
    expect(links.length).toBeGreaterThan(100);
    expect(links).toContain('/docs/features/github-integration#features-that-require-github-account');
    expect(links).toContain('/docs/sdk/js-ts#embed-options');
  });

  it('each open a page of this site, at the section they name', async () => {
    const byPath = new Map<string, { hash?: string; link: string; from: string[] }[]>();
    for (const { link, from } of facts.docsLinks) {
      const [path, hash] = link.split('#');
      byPath.set(path, [...(byPath.get(path) ?? []), { hash, link, from }]);
    }
    const problems: string[] = [];
    const paths = [...byPath.keys()];
    // A few at a time: the worker renders each page in full.
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (path) => {
          const page = await pageAt(path);
          for (const { hash, link, from } of byPath.get(path)!) {
            const where = `${link} (from ${from.join(', ')})`;
            if ('problem' in page) problems.push(`${where}: ${page.problem}`);
            else if (hash && !page.html.includes(`id="${hash}"`)) problems.push(`${where}: the page has no section with id "${hash}"`);
          }
        }),
      );
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
