/**
 * Playground links are built at build time against the public app (BUILD_APP_URL) and moved to
 * the app the worker is configured with (PLAYGROUND_URL, e.g. a local app in development) when rendered.
 */
export const BUILD_APP_URL = 'https://livecodes.io/';

export function rebasePlaygroundUrl(href: string, appUrl: string): string {
  return href.startsWith(BUILD_APP_URL) ? appUrl + href.slice(BUILD_APP_URL.length) : href;
}
