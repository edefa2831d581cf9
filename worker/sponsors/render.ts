/** Turns the sponsors JSON into the HTML of the sponsors block. */
import { escapeHtml } from '../../src/shared/html.ts';
import { sanitizeHtml } from './sanitize.ts';

export interface Sponsor {
  url: string;
  title?: string;
  image?: string;
  text?: string;
  style?: string;
}

/** The upstream shape: either ready HTML in `content`, or a list in `sponsors`. */
export type SponsorsData = { content: string } | { sponsors: Sponsor[] };


/** Checks the parsed JSON and keeps only well-formed fields; throws on anything else. */
export function parseSponsorsData(value: unknown): SponsorsData {
  if (typeof value !== 'object' || value === null) throw new Error('sponsors JSON is not an object');
  const data = value as Record<string, unknown>;
  if (typeof data.content === 'string') return { content: data.content };
  if (Array.isArray(data.sponsors)) {
    const str = (v: unknown) => (typeof v === 'string' && v.length < 2000 ? v : undefined);
    const sponsors = data.sponsors
      .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null && typeof (s as Record<string, unknown>).url === 'string')
      .slice(0, 100)
      .map((s) => ({ url: s.url as string, title: str(s.title), image: str(s.image), text: str(s.text), style: str(s.style) }));
    return { sponsors };
  }
  throw new Error('sponsors JSON has neither `content` nor `sponsors`');
}

function listHtml(sponsors: Sponsor[]): string {
  const items = sponsors.map((s) => {
    const title = s.title ? ` title="${escapeHtml(s.title)}"` : '';
    const style = s.style ? ` style="${escapeHtml(s.style)}"` : '';
    const inner = s.image
      ? `<img src="${escapeHtml(s.image)}" alt="${escapeHtml(s.title ?? s.text ?? 'Sponsor')}"${style} loading="lazy">${s.text ? `<span>${escapeHtml(s.text)}</span>` : ''}`
      : `<span${style}>${escapeHtml(s.text ?? s.title ?? s.url)}</span>`;
    return `<li><a href="${escapeHtml(s.url)}"${title} target="_blank" rel="noopener noreferrer">${inner}</a></li>`;
  });
  items.push('<li><a class="sponsors-become" href="/docs/sponsor" title="Become a sponsor">Your logo here: become a sponsor</a></li>');
  return `<p class="sponsors-title">Sponsors</p><ul class="sponsors-list">${items.join('')}</ul>`;
}

/** Sanitized HTML for the block; `null` when there is nothing worth showing. */
export async function renderSponsors(data: SponsorsData): Promise<string | null> {
  const html = await sanitizeHtml('content' in data ? data.content : listHtml(data.sponsors));
  return html.trim() ? html : null;
}
