/** llms.txt, llms-full.txt, sitemap.xml and robots.txt, built from the page list. */
import { markdownTwinPath } from '../src/shared/paths.ts';
import type { DocMeta, SiteConfig, Sidebars, SidebarItem } from '../src/shared/types.ts';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Groups pages by the top-level sidebar category they sit in, in sidebar order. */
function sections(docs: DocMeta[], sidebars: Sidebars): { title: string; docs: DocMeta[] }[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const seen = new Set<string>();
  const groups: { title: string; docs: DocMeta[] }[] = [];
  const collect = (items: SidebarItem[], into: DocMeta[]) => {
    for (const item of items) {
      const doc = item.docId ? byId.get(item.docId) : undefined;
      if (doc && !seen.has(doc.id)) {
        seen.add(doc.id);
        into.push(doc);
      }
      if (item.type === 'category') collect(item.items, into);
    }
  };
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      // The top 'Docs' category wraps everything: split on its child categories instead.
      const children = item.type === 'category' && !item.collapsible ? item.items : [item];
      const main: DocMeta[] = [];
      if (item.type === 'category' && !item.collapsible) collect([{ ...item, items: [] }], main);
      for (const child of children) {
        if (child.type === 'category') {
          const list: DocMeta[] = [];
          collect([child], list);
          groups.push({ title: child.label, docs: list });
        } else collect([child], main);
      }
      if (main.length) groups.unshift({ title: item.label, docs: main });
    }
  }
  const rest = docs.filter((d) => !seen.has(d.id));
  if (rest.length) groups.push({ title: 'Other pages', docs: rest });
  return groups;
}

export function llmsTxt(site: SiteConfig, docs: DocMeta[], sidebars: Sidebars): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.title} is a free, open-source, client-side code playground for 90+ languages and frameworks. It runs entirely in the browser, can be self-hosted on any static file server, and is embedded in other pages with its SDK (npm package \`livecodes\`). These docs cover app version ${site.appVersion} and SDK version ${site.sdkVersion}.`,
    '',
    `Every page below is also available as plain Markdown at its URL plus \`.md\`; all pages in one file: ${site.url}${site.baseUrl}llms-full.txt`,
  ];
  for (const group of sections(docs, sidebars)) {
    lines.push('', `## ${group.title}`, '');
    for (const doc of group.docs) lines.push(`- [${doc.title}](${site.url}${markdownTwinPath(doc.path)}): ${doc.description}`);
  }
  return lines.join('\n') + '\n';
}

export function llmsFullTxt(site: SiteConfig, pages: { doc: DocMeta; markdown: string }[]): string {
  const header = `# ${site.title} documentation (app v${site.appVersion}, SDK v${site.sdkVersion})\n\n> ${site.tagline}\n`;
  return [header, ...pages.map(({ doc, markdown }) => `<!-- ${site.url}${doc.path} -->\n\n${markdown.trim()}\n`)].join('\n---\n\n');
}

export function sitemapXml(site: SiteConfig, docs: DocMeta[]): string {
  const urls = docs
    .map((d) => d.path)
    .sort()
    .map((p) => `  <url><loc>${escapeXml(site.url + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}${site.baseUrl}sitemap.xml\n`;
}
