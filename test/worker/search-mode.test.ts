import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { rewriteResultUrl } from '../../src/shared/search-settings.ts';

async function bootSearch(vars: Record<string, string>) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request('http://localhost/docs/search'), { ...env, ...vars }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return (JSON.parse(/<script id="__boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as { search: unknown }).search;
}

describe('search backend', () => {
  it('uses the embedded index by default', async () => {
    expect(await bootSearch({})).toEqual({ mode: 'local', appId: 'local', apiKey: 'local', indexName: 'livecodes' });
  });

  it('switches the UI to Algolia when the three Algolia vars are set', async () => {
    const vars = { ALGOLIA_APP_ID: 'APPID123', ALGOLIA_SEARCH_KEY: 'search-only-key', ALGOLIA_INDEX_NAME: 'livecodes' };
    expect(await bootSearch(vars)).toEqual({ mode: 'algolia', appId: 'APPID123', apiKey: 'search-only-key', indexName: 'livecodes' });
    // Two of three is not enough.
    expect(await bootSearch({ ALGOLIA_APP_ID: 'APPID123', ALGOLIA_SEARCH_KEY: 'k' })).toMatchObject({ mode: 'local' });
  });

  it('lets the browser reach Algolia (CSP connect-src) only in Algolia mode', async () => {
    const cspFor = async (vars: Record<string, string>) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request('http://localhost/docs/search'), { ...env, ...vars }, ctx);
      await res.text();
      await waitOnExecutionContext(ctx);
      return /connect-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy')!)![1];
    };
    expect(await cspFor({})).toBe("'self'");
    expect(await cspFor({ ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_INDEX_NAME: 'livecodes' })).toBe("'self' https://*.algolia.net https://*.algolianet.com");
  });

  it('rewrites Algolia result URLs onto the site base path', () => {
    expect(rewriteResultUrl('https://livecodes.io/docs/features/share#short-url', '/docs/')).toBe('/docs/features/share#short-url');
    expect(rewriteResultUrl('/docs/sdk', '/docs/')).toBe('/docs/sdk');
    expect(rewriteResultUrl('https://livecodes.io/docs/', '/docs/')).toBe('/docs/');
  });
});
