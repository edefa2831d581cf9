/**
 * Which hosts may serve the docs. It comes from configuration (wrangler.toml vars), never from the
 * request's Host: a request cannot widen the allowlist.
 */

export interface AllowlistOptions {
  suffixes: string[];
  workerName: string;
  /** The Cloudflare account's workers.dev subdomain; empty allows no workers.dev host. */
  workersSubdomain: string;
  /** Local development (`npm start`, the browser tests): loopback hosts on any port are allowed too. */
  local: boolean;
}

/** The vars that configure the allowlist (a subset of Env, so tests can pass plain objects). */
export interface AllowlistVars {
  ALLOWED_HOST_SUFFIXES?: string;
  WORKER_NAME?: string;
  WORKERS_SUBDOMAIN?: string;
  LOCAL_DEV?: string;
}

export function parseSuffixes(value = ''): string[] {
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase().replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}

export function allowlistOptions(vars: AllowlistVars): AllowlistOptions {
  return {
    suffixes: parseSuffixes(vars.ALLOWED_HOST_SUFFIXES),
    workerName: (vars.WORKER_NAME ?? '').toLowerCase(),
    workersSubdomain: (vars.WORKERS_SUBDOMAIN ?? '').trim().toLowerCase(),
    local: vars.LOCAL_DEV === 'true',
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * `livecodes.io` allows `livecodes.io` and `docs.livecodes.io`, never `evillivecodes.io` or `livecodes.io.evil.example`.
 * Preview hosts are the worker's own on the account's subdomain: `<name>.<account>.workers.dev` and
 * `<alias>-<name>.<account>.workers.dev`. Loopback hosts only in local development.
 */
export function isAllowedHost(hostname: string, { suffixes, workerName, workersSubdomain, local }: AllowlistOptions): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (suffixes.some((s) => host === s || host.endsWith(`.${s}`))) return true;
  if (local && (LOOPBACK.has(host) || host.endsWith('.localhost'))) return true;
  if (!workerName || !workersSubdomain) return false;
  const preview = `.${workersSubdomain}.workers.dev`;
  if (!host.endsWith(preview)) return false;
  const label = host.slice(0, -preview.length);
  return label === workerName || (label.endsWith(`-${workerName}`) && /^[a-z0-9][a-z0-9-]*$/.test(label));
}
