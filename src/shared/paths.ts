/** URL helpers shared by build, worker and client, so routes are computed in one place. */

export const BASE_URL = '/docs/';

/** Page bodies for client-side navigation: `?path=/docs/x&build=<build id>` (worker/routes/page-body.ts). */
export const PAGE_BODY_ENDPOINT = '/docs/_body';

export function pageBodyUrl(path: string, buildId: string): string {
  return `${PAGE_BODY_ENDPOINT}?${new URLSearchParams({ path, build: buildId })}`;
}

/** `features/share` -> `/docs/features/share`; `index` -> `/docs/`; `features/index` -> `/docs/features`. */
export function docIdToPath(id: string, slug?: string): string {
  if (slug) return slug === '/' ? BASE_URL : BASE_URL + slug.replace(/^\/+|\/+$/g, '');
  if (id === 'index') return BASE_URL;
  return BASE_URL + id.replace(/(^|\/)index$/, '');
}

/** Where the plain Markdown twin of a page is served. */
export function markdownTwinPath(path: string): string {
  return path === BASE_URL ? `${BASE_URL}index.md` : `${path}.md`;
}

/** Canonical form of a docs path: no trailing slash except the base itself. */
export function canonicalPath(pathname: string): string {
  if (pathname === BASE_URL || pathname === BASE_URL.slice(0, -1)) return BASE_URL;
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * A redirect table that also answers the other forms of each old URL (`x/`, `x.html`, `x/index.html`),
 * so a moved page is one redirect away in whichever form a reader has it.
 */
export function withUrlForms(table: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(table).flatMap(([from, to]) => [from, `${from}/`, `${from}.html`, `${from}/index.html`].map((form) => [form, to])));
}

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Resolves an app-relative link (`?new`, `stories`) against the playground app URL. */
export function appHref(appUrl: string, rel: string): string {
  return new URL(rel, appUrl).href;
}

/** `<title>` text: `Page title | LiveCodes`; the home page (titled like the site) adds the tagline. */
export function pageTitle(title: string, site: { title: string; tagline: string }): string {
  return title === site.title ? `${site.title} | ${site.tagline}` : `${title} | ${site.title}`;
}
