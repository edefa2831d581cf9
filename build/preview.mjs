// `npm run preview` (after `npm run build`): the site as it is deployed, served locally. wrangler
// bundles the worker exactly as `wrangler deploy` would (a dry run: production React, minified as
// configured), and wrangler dev serves that bundle unchanged with the same assets, KV and vars in
// local workerd. Use it to check speed and behaviour before a deploy; `npm start` serves React's
// development build, which is many times slower to render.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWranglerDev } from './wrangler-dev.mjs';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundleDir = join(projectRoot, 'dist/worker');

if (!existsSync(join(projectRoot, '.generated/manifest.json'))) {
  console.error('[docs] no build found: run `npm run build` first (`npm run preview` does both)');
  process.exit(1);
}
execFileSync(join(projectRoot, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', bundleDir], {
  cwd: projectRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
console.log('[docs] serving the deploy bundle (dist/worker/index.js) at http://localhost:8787/docs/');
startWranglerDev(projectRoot, [join(bundleDir, 'index.js'), '--no-bundle', '--config', join(projectRoot, 'wrangler.toml'), '--show-interactive-dev-session=false'], process.argv.slice(2));
