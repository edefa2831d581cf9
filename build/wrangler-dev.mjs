// Starts `wrangler dev` for `npm start` and `npm run preview`. Plain JavaScript, so both the bundled
// watch mode and the unbundled preview script load the same file.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * Spawns wrangler dev in the project at `projectRoot` (passed in: watch mode runs from a bundle
 * elsewhere) with `args` and the user's own arguments (what follows `--` on the npm command line).
 * The loopback address and port 8787 apply unless the user gives their own: wrangler rejects an
 * option given twice. The process exits with wrangler, and signals are passed on to it.
 */
export function startWranglerDev(projectRoot, args, userArgs) {
  const given = (option) => userArgs.some((arg) => arg === option || arg.startsWith(`${option}=`));
  const defaults = [...(given('--ip') ? [] : ['--ip', '127.0.0.1']), ...(given('--port') ? [] : ['--port', '8787'])];
  // `args` come first: a positional script must not follow `--var`, which takes every value after it.
  // LOCAL_DEV lets loopback hosts serve the docs (a deployed worker refuses them).
  const wrangler = spawn(join(projectRoot, 'node_modules/.bin/wrangler'), ['dev', ...args, ...defaults, '--var', 'LOCAL_DEV:true', ...userArgs], {
    cwd: projectRoot,
    stdio: 'inherit',
    // No telemetry, and no request for Cloudflare's `request.cf` sample (there is no network to reach it).
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  wrangler.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => wrangler.kill(signal));
  return wrangler;
}
