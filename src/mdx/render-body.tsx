/**
 * The HTML of a page's body (its MDX with the site's components), the one function that makes it:
 * the build renders every body once with placeholder app and playground URLs (build/index.ts), and
 * the worker fills in the request's URLs (worker/ssr/page-body-html.ts). A body depends on the
 * request only through those two URLs: no component reads anything else per request.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterContext } from '../app/router.tsx';
import { ShellContext, type ShellInfo } from '../app/shell-context.tsx';
import { mdxComponents } from './components.tsx';
import { ContactFormContext } from './contact-form.tsx';
import type { ContactFormState } from '../shared/contact.ts';

/** Stand for the request's URLs in prerendered bodies: valid URLs, so components build links from them as from the real ones. */
export const PLACEHOLDER_URLS = { appUrl: 'https://app.prerender.invalid/', playgroundUrl: 'https://playground.prerender.invalid/' } as const;

/** Body ids get a prefix of their own: a body joins a shell whose ids React numbers separately. */
const IDENTIFIER_PREFIX = 'b-';

/** `contactForm`: the outcome of a contact form post this page answers (what was typed, the messages). */
export function renderBodyHtml(Content: ComponentType<{ components?: Record<string, unknown> }>, path: string, shell: ShellInfo, contactForm: ContactFormState | null = null): string {
  return renderToString(
    <RouterContext value={{ path }}>
      <ShellContext value={shell}>
        <ContactFormContext value={contactForm}>
          <Content components={mdxComponents} />
        </ContactFormContext>
      </ShellContext>
    </RouterContext>,
    { identifierPrefix: IDENTIFIER_PREFIX },
  );
}

/**
 * Only URLs made of characters that read the same in HTML text, attributes and JSON can take the
 * placeholders' place by plain replacement; for any other, null (render the body instead).
 */
const PLAIN_URL = /^https?:\/\/[\w.\-:[\]]+\/[\w.~\-/]*$/;

export function fillPlaceholderUrls(html: string, urls: { appUrl: string; playgroundUrl: string }): string | null {
  if (!PLAIN_URL.test(urls.appUrl) || !PLAIN_URL.test(urls.playgroundUrl)) return null;
  return html.replaceAll(PLACEHOLDER_URLS.playgroundUrl, urls.playgroundUrl).replaceAll(PLACEHOLDER_URLS.appUrl, urls.appUrl);
}
