/**
 * Pages are served from parts the build rendered ahead with placeholder URLs: the body of every
 * page, and its shell (navbar, sidebar, TOC, footer) for the common request. For every page, what is
 * served (the full page, and the body to a client-side navigation) must be byte for byte what React
 * renders for this request, here in workerd with React's production build: no drift between build
 * and worker. Requests the build did not render ahead for get React's render itself.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import manifestJson from '../../.generated/manifest.json';
import assetsJson from '../../.generated/assets.json';
import { pageLoaders } from '../../.generated/pages.mjs';
import { BODY_MARK, renderShellHtml } from '../../src/app/render-shell.tsx';
import { DEFAULT_SHELL, type ShellInfo } from '../../src/app/shell-context.tsx';
import { localSearchSettings } from '../../src/shared/search-settings.ts';
import { renderBodyHtml } from '../../src/mdx/render-body.tsx';
import { pageBodyUrl } from '../../src/shared/paths.ts';
import type { AssetManifest, DocMeta, PageBodyResponse } from '../../src/shared/types.ts';
import { fillSlots } from '../../worker/sponsors/slots.ts';
import { callWorker } from './helpers.ts';

const docs = (manifestJson as { docs: DocMeta[] }).docs;
const { buildId } = assetsJson as AssetManifest;
const ROOT = /<div id="root">([\s\S]*)<\/div><script id="__boot"/;
const BODY = /<div class="page-body">([\s\S]*)<\/div><\/article>|<div class="page-body">([\s\S]*)<\/div><\/main>/;

/** What React renders from the page's MDX for a request whose app and playground live at these URLs. */
async function reactBody(doc: DocMeta, urls: { appUrl: string; playgroundUrl: string }): Promise<string> {
  const { default: Content } = await pageLoaders[doc.id]();
  return renderBodyHtml(Content, doc.path, { ...DEFAULT_SHELL, ...urls });
}

/** The page below <body> as React renders it for a request with this shell, with no sponsors block. */
async function reactPage(doc: DocMeta, shell: ShellInfo): Promise<string> {
  return fillSlots(renderShellHtml({ doc, path: doc.path, shell }).replace(BODY_MARK, () => bodyPlaceholder), null);
}
/** Stands for the body in both: bodies are compared by the tests below. */
const bodyPlaceholder = '\u0000body\u0000';

describe('prerendered pages', () => {
  it('serve every page with the shell React renders for the request', { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    const origin = 'https://docs.livecodes.io';
    const shell: ShellInfo = { appUrl: 'https://livecodes.io/', playgroundUrl: 'https://livecodes.io/', originAllowed: true, search: localSearchSettings('livecodes'), searchCssUrl: (assetsJson as AssetManifest).searchCssUrl };
    for (const doc of docs) {
      const page = ROOT.exec(await (await callWorker(`${origin}${doc.path}`, {}, env)).text())?.[1] ?? '';
      const body = BODY.exec(page);
      const served = body ? page.replace(body[1] ?? body[2], () => bodyPlaceholder) : page;
      if (served !== (await reactPage(doc, shell))) mismatches.push(doc.path);
    }
    expect(mismatches).toEqual([]);
  });

  it('render the shell with React for requests the build did not foresee: another host, Algolia search', async () => {
    const algolia = { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' };
    const cases: { url: string; vars: Partial<typeof env>; shell: Partial<ShellInfo> }[] = [
      { url: 'https://docs.example.com', vars: {}, shell: { originAllowed: false } },
      { url: 'https://docs.livecodes.io', vars: algolia, shell: { search: { mode: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'docs' } } },
    ];
    for (const { url, vars, shell } of cases) {
      for (const path of ['/docs/overview', '/docs/languages/python', '/docs/']) {
        const doc = docs.find((d) => d.path === path)!;
        const page = ROOT.exec(await (await callWorker(`${url}${path}`, {}, { ...env, ...vars })).text())?.[1] ?? '';
        const body = BODY.exec(page);
        const expected = await reactPage(doc, { appUrl: 'https://livecodes.io/', playgroundUrl: 'https://livecodes.io/', originAllowed: true, search: localSearchSettings('livecodes'), searchCssUrl: (assetsJson as AssetManifest).searchCssUrl, ...shell });
        expect(body ? page.replace(body[1] ?? body[2], () => bodyPlaceholder) : page, `${url}${path}`).toBe(expected);
      }
    }
  });

  it('serve every page with the body React renders from its MDX, in the page and to navigations', { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    // A deploy's own host: the App link and the playgrounds both go to the configured app (PLAYGROUND_URL).
    const origin = 'https://docs.livecodes.io';
    const urls = { appUrl: 'https://livecodes.io/', playgroundUrl: 'https://livecodes.io/' };
    for (const doc of docs) {
      // No sponsors feed here: a sponsors slot in content (/docs/sponsor) is served filled with its invitation.
      const expected = fillSlots(await reactBody(doc, urls), null);
      const page = await (await callWorker(`${origin}${doc.path}`, {}, env)).text();
      const match = BODY.exec(page);
      if ((match?.[1] ?? match?.[2]) !== expected) mismatches.push(`${doc.path} (page)`);
      const body = (await (await callWorker(`${origin}${pageBodyUrl(doc.path, buildId)}`, {}, env)).json()) as PageBodyResponse;
      if (body.html !== expected) mismatches.push(`${doc.path} (body)`);
    }
    expect(mismatches).toEqual([]);
  });

  it('fill in the URLs of every kind of host: local development, a local app, and an app with a path', async () => {
    const cases = [
      // Local development uses the public app unless a local one is configured.
      { url: 'http://localhost:8787', env: { ...env, LOCAL_DEV: 'true' }, urls: { appUrl: 'https://livecodes.io/', playgroundUrl: 'https://livecodes.io/' } },
      { url: 'http://localhost:8787', env: { ...env, LOCAL_DEV: 'true', PLAYGROUND_URL: 'http://127.0.0.1:8080/' }, urls: { appUrl: 'http://127.0.0.1:8080/', playgroundUrl: 'http://127.0.0.1:8080/' } },
      { url: 'https://docs.livecodes.io', env: { ...env, PLAYGROUND_URL: 'https://play.example.com/v47/' }, urls: { appUrl: 'https://play.example.com/v47/', playgroundUrl: 'https://play.example.com/v47/' } },
      // Not plain text in HTML and JSON alike: rendered by React in the worker instead.
      { url: 'https://docs.livecodes.io', env: { ...env, PLAYGROUND_URL: "https://play.example.com/it's/" }, urls: { appUrl: "https://play.example.com/it's/", playgroundUrl: "https://play.example.com/it's/" } },
    ];
    // Pages with embeds, 'Open in LiveCodes' links and app links.
    const paths = ['/docs/getting-started', '/docs/features/display-modes', '/docs/languages/python', '/docs/'];
    for (const { url, env: vars, urls } of cases) {
      for (const path of paths) {
        const doc = docs.find((d) => d.path === path)!;
        const body = (await (await callWorker(`${url}${pageBodyUrl(path, buildId)}`, {}, vars)).json()) as PageBodyResponse;
        expect(body.html, `${url} ${path}`).toBe(await reactBody(doc, urls));
        expect(body.html).not.toContain('prerender.invalid');
      }
    }
  });
});
