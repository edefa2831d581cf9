/** The credits page thanks the services LiveCodes v47 relies on, Windsurf and BundleWatch included. */
import { beforeEach, expect, it } from 'vitest';
import { get, isolateNetwork, sponsorsUpstream } from './helpers.ts';

beforeEach(() => {
  isolateNetwork();
  sponsorsUpstream().reply(200, { sponsors: [] }).persist();
});

it('lists every service, each linked to its site', async () => {
  const html = await (await get('/docs/credits')).text();
  const services = html.slice(html.indexOf('id="services"'), html.indexOf('id="third-party-packages"'));
  const links = [...services.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
  expect(links).toEqual([
    ['Cloudflare Pages', 'https://pages.cloudflare.com/'],
    ['jsDelivr', 'https://www.jsdelivr.com/'],
    ['esm.sh', 'https://esm.sh/'],
    ['unpkg', 'https://unpkg.com/'],
    ['DigitalOcean', 'https://m.do.co/c/fb8c00b45b91'],
    ['bundlejs', 'https://bundlejs.com/'],
    ['dpaste', 'https://dpaste.com/'],
    ['GitHub', 'https://github.com/'],
    ['Netlify', 'https://netlify.com/'],
    ['SonarCloud', 'https://www.sonarsource.com/products/sonarcloud/'],
    ['Codacy', 'https://www.codacy.com/'],
    ['BrowserStack', 'https://www.browserstack.com/'],
    ['Lokalise', 'https://lokalise.com/'],
    ['Windsurf', 'https://windsurf.com/'],
    ['BundleWatch', 'https://bundlewatch.io/'],
  ]);
});
