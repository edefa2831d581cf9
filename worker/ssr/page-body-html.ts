/**
 * A page's parts for this request: the build's prerendered HTML with this host's app and playground
 * URLs filled in. Only for URLs that cannot replace the placeholders as plain text (an unusual
 * PLAYGROUND_URL), or for the answer to a contact form post (which shows what was typed), is the MDX
 * rendered here, by the same function the build uses.
 */
import { bodyLoaders } from '../../.generated/bodies.mjs';
import { shellLoaders } from '../../.generated/shells.mjs';
import type { ShellInfo } from '../../src/app/shell-context.tsx';
import { fillPlaceholderUrls, renderBodyHtml } from '../../src/mdx/render-body.tsx';
import type { ContactFormState } from '../../src/shared/contact.ts';
import type { DocMeta } from '../../src/shared/types.ts';
import type { Piece } from '../sponsors/slots.ts';
import { pageLoaders } from './data.ts';

export async function pageBodyHtml(doc: DocMeta, shell: ShellInfo, contactForm?: ContactFormState): Promise<string> {
  const body = contactForm ? null : await bodyLoaders[doc.id]();
  const filled = body && (body.plain ? body.default : fillPlaceholderUrls(body.default, shell));
  if (filled !== null) return filled;
  const { default: Content } = await pageLoaders[doc.id]();
  return renderBodyHtml(Content, doc.path, shell, contactForm);
}

/** The HTML below <body>, in pieces (worker/sponsors/slots.ts fills those that may hold slots). */
export type PagePieces = Piece[];

/**
 * The whole page below <body> from the build's parts (shell and body, rendered for PRERENDER_SHELL),
 * with this request's URLs filled in; null when the build has no shell for the page (watch mode)
 * or the URLs cannot be filled in as plain text. A body with nothing to fill in (most) is not even
 * looked through: on the largest pages, that search cost more than the rest of the answer.
 */
export async function prerenderedPagePieces(doc: DocMeta, shell: ShellInfo): Promise<PagePieces | null> {
  const [parts, body] = await Promise.all([shellLoaders[doc.id]?.(), bodyLoaders[doc.id]()]);
  if (!parts) return null;
  const before = fillPlaceholderUrls(parts[0], shell);
  const after = fillPlaceholderUrls(parts[1], shell);
  const html = body.plain ? body.default : fillPlaceholderUrls(body.default, shell);
  if (before === null || after === null || html === null) return null;
  return [
    { text: before, gaps: true },
    { text: html, gaps: !body.plain },
    { text: after, gaps: true },
  ];
}
