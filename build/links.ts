/** Dead-link check: every internal link must hit a route (and its anchor) produced by this build. */
import { canonicalPath } from '../src/shared/paths.ts';
import { failIfAny } from './errors.ts';
import type { FoundLink } from './mdx/rehype-links.ts';

export interface LinkSource {
  source: string;
  path: string;
  links: FoundLink[];
  ids: string[];
}

export interface LinkCheckOptions {
  /** Files served next to the pages (llms.txt, sitemap.xml, Markdown twins...). */
  staticPaths: Set<string>;
  /** Route prefixes still being written: dead links into them are counted, not fatal. */
  pendingSections: string[];
}

export function checkLinks(pages: LinkSource[], { staticPaths, pendingSections }: LinkCheckOptions): { pending: string[] } {
  const idsByPath = new Map(pages.map((p) => [p.path, new Set(p.ids)]));
  const problems: string[] = [];
  const pending: string[] = [];
  for (const page of pages) {
    for (const { href, line } of page.links) {
      const where = `${page.source}${line ? `:${line}` : ''}`;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const [pathAndQuery, hash] = href.split('#', 2) as [string, string | undefined];
      const path = pathAndQuery.split('?')[0];
      if (path === '') {
        if (hash && !idsByPath.get(page.path)?.has(hash)) problems.push(`${where}: link "${href}" points to no heading on this page`);
        continue;
      }
      if (!path.startsWith('/docs/') && path !== '/docs') {
        problems.push(
          path.startsWith('/')
            ? `${where}: link "${href}" leaves the docs; use a full https:// URL for the app or other sites`
            : `${where}: relative link "${href}"; write the absolute route, e.g. /docs/features/share`,
        );
        continue;
      }
      if (staticPaths.has(path)) continue;
      const target = idsByPath.get(path);
      if (!target) {
        const canonical = canonicalPath(path);
        if (canonical !== path && idsByPath.has(canonical)) problems.push(`${where}: link "${href}" should be written "${canonical}"`);
        else if (pendingSections.some((p) => path === p || path.startsWith(`${p}/`))) pending.push(`${where}: ${href}`);
        else problems.push(`${where}: link "${href}" points to no page`);
        continue;
      }
      if (hash && !target.has(hash)) problems.push(`${where}: link "${href}": page ${path} has no heading with id "${hash}"`);
    }
  }
  failIfAny(problems, 'broken internal links', 'Link to an existing route (see the route list in content/README.md) and an existing heading id.');
  return { pending };
}
