/** llms.txt, llms-full.txt, sitemap.xml and robots.txt, built from the page list. */
import { escapeHtml } from '../src/shared/html.ts';
import { markdownTwinPath } from '../src/shared/paths.ts';
import type { DocMeta, SiteConfig, Sidebars } from '../src/shared/types.ts';
import { groupBySection } from '../src/shared/sections.ts';

export function llmsTxt(site: SiteConfig, docs: DocMeta[], sidebars: Sidebars): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.title} is a free, open-source, client-side code playground for 90+ languages and frameworks. It runs entirely in the browser, can be self-hosted on any static file server, and is embedded in other pages with its SDK (npm package \`livecodes\`). These docs cover app version ${site.appVersion} and SDK version ${site.sdkVersion}.`,
    '',
    `Every page below is also available as plain Markdown at its URL plus \`.md\`; all pages in one file: ${site.url}${site.baseUrl}llms-full.txt`,
  ];
  for (const group of groupBySection(docs, sidebars)) {
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
    .map((p) => `  <url><loc>${escapeHtml(site.url + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}${site.baseUrl}sitemap.xml\n`;
}
