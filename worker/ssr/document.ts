/** The HTML around the React stream: <head> (meta, styles, pre-paint script) and the closing tags (boot data, app loader). */
import { markdownTwinPath, pageTitle } from '../../src/shared/paths.ts';
import { escapeHtml } from '../../src/shared/html.ts';
import { appLoaderScript, prePaintScript } from '../../src/shared/pre-paint.ts';
import { SOCIAL_CARD } from '../../src/shared/social-card.ts';
import type { BootData, DocMeta } from '../../src/shared/types.ts';
import { appFiles, assets, site } from './data.ts';


export interface HeadOptions {
  doc: DocMeta | null;
  /** Title/description for pages without a doc (404, errors). */
  title: string;
  description: string;
  originAllowed: boolean;
}

/** The same card for every page: its tags are made once per isolate, not per request. */
const SOCIAL_CARD_META = `<meta property="og:image" content="${escapeHtml(site.url + SOCIAL_CARD.path)}"><meta property="og:image:width" content="${SOCIAL_CARD.width}"><meta property="og:image:height" content="${SOCIAL_CARD.height}"><meta property="og:image:alt" content="${escapeHtml(SOCIAL_CARD.alt)}">`;

export function documentHead({ doc, title, description, originAllowed }: HeadOptions): string {
  const canonical = doc ? site.url + doc.path : null;
  const fullTitle = escapeHtml(pageTitle(title, site));
  const desc = escapeHtml(description);
  return [
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${fullTitle}</title>`,
    `<meta name="description" content="${desc}">`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    `<meta property="og:site_name" content="${escapeHtml(site.title)}"><meta property="og:type" content="website">`,
    `<meta property="og:title" content="${fullTitle}"><meta property="og:description" content="${desc}">`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
    SOCIAL_CARD_META,
    `<meta name="twitter:card" content="summary_large_image"><meta name="twitter:site" content="@livecodes_io">`,
    `<meta name="twitter:title" content="${fullTitle}"><meta name="twitter:description" content="${desc}">`,
    // Only real pages on allowed hosts are indexed (not the 404 or search pages).
    !originAllowed || !doc ? '<meta name="robots" content="noindex">' : '',
    `<meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current">`,
    '<link rel="icon" href="/docs/img/favicon.svg" type="image/svg+xml">',
    doc ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownTwinPath(doc.path))}">` : '',
    `<script>${prePaintScript(site.announcement?.id)}</script>`,
    ...assets.entry.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    `</head><body${originAllowed ? '' : ' data-origin-not-allowed="true"'}><div id="root">`,
  ].join('');
}

/** Closes the document: the boot data tells the client which page it is hydrating; the loader then starts the app. */
export function documentTail(boot: BootData): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return `</div><script id="__boot" type="application/json">${json}</script><script>${appLoaderScript(appFiles)}</script></body></html>`;
}
