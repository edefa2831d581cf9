/**
 * One canonical URL per page: `/docs/x.html`, `/docs/x/index.html` and `/docs/x/` all stand for
 * `/docs/x` (repeated forms such as `/docs/x.html.html` or `/docs/x/index.html/` too); `/docs/`
 * keeps its slash.
 */
export function canonicalPath(path: string): string {
  let target = path;
  for (let previous = ''; previous !== target; ) {
    previous = target;
    target = target.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (target.length > 1 && target.endsWith('/')) target = target.replace(/\/+$/, '') || '/';
  }
  return target === '/docs' ? '/docs/' : target;
}
