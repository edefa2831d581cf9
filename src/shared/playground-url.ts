/**
 * Playground links are built at build time against the public app (BUILD_APP_URL) and moved to
 * the app the reader's docs point at (the local app when the docs run on localhost) when rendered.
 */
export const BUILD_APP_URL = 'https://livecodes.io/';

export function rebasePlaygroundUrl(href: string, appUrl: string): string {
  return href.startsWith(BUILD_APP_URL) ? appUrl + href.slice(BUILD_APP_URL.length) : href;
}
