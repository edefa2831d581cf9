/** Which hosts may serve the docs, and where the playground app is for a given host. */

export interface AllowlistOptions {
  suffixes: string[];
  workerName: string;
}

/** Parsed once per distinct value (the var does not change within an isolate). */
const parsed = new Map<string, string[]>();

export function parseSuffixes(value: string | undefined): string[] {
  const key = value ?? '';
  let suffixes = parsed.get(key);
  if (!suffixes) parsed.set(key, (suffixes = parseSuffixesUncached(key)));
  return suffixes;
}

function parseSuffixesUncached(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase().replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}

/** `livecodes.io` allows `livecodes.io` and `docs.livecodes.io`, never `evillivecodes.io` or `livecodes.io.evil.example`. */
export function isAllowedHost(hostname: string, { suffixes, workerName }: AllowlistOptions): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (suffixes.some((s) => host === s || host.endsWith(`.${s}`))) return true;
  // Preview hosts: <name>.<account>.workers.dev and <alias>-<name>.<account>.workers.dev.
  const labels = host.split('.');
  const name = workerName.toLowerCase();
  return labels.length === 4 && host.endsWith('.workers.dev') && (labels[0] === name || labels[0].endsWith(`-${name}`));
}

export const LOCAL_APP_URL = 'http://127.0.0.1:8080/';

const isLocal = (url: URL) => ['localhost', '127.0.0.1'].includes(url.hostname.replace(/^\[|\]$/g, ''));

/** The app runs at its local address when the docs run locally; otherwise at the site origin's root. */
export function appUrlFor(url: URL): string {
  return isLocal(url) ? LOCAL_APP_URL : `${url.origin}/`;
}

export const DEFAULT_PLAYGROUND_URL = 'https://livecodes.io/';

/** Where embedded playgrounds and 'Open in LiveCodes' links point: the configured origin, or the local app. */
export function playgroundUrlFor(url: URL, configured: string | undefined): string {
  if (isLocal(url)) return LOCAL_APP_URL;
  const value = configured?.trim() || DEFAULT_PLAYGROUND_URL;
  return value.endsWith('/') ? value : `${value}/`;
}
