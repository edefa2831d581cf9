/**
 * The shell of a page (navbar, sidebar, table of contents, footer: all React renders around the
 * page's content) as HTML, with a mark where the body goes. One function for both renderers: the
 * build renders every doc page's shell once (build/prerender-shells.ts) for the common request, and
 * the worker renders it per request only for what the build could not foresee (worker/ssr/render-page.tsx).
 */
import { renderToString } from 'react-dom/server';
import type { SearchPageData } from '../shared/search-view.ts';
import { localSearchSettings } from '../shared/search-settings.ts';
import type { DocMeta, PageSuggestion } from '../shared/types.ts';
import { PLACEHOLDER_URLS } from '../mdx/render-body.tsx';
import { App, type PageProps } from './app.tsx';
import { PageBody } from './page-body.tsx';
import { DEFAULT_SHELL, type ShellInfo } from './shell-context.tsx';
import { site } from './site-data.ts';

/** Where the body's HTML goes in the shell (a comment: React writes dangerouslySetInnerHTML as is). */
export const BODY_MARK = '<!--page-body-->';

export interface ShellOptions {
  /** null renders the not-found page. */
  doc: DocMeta | null;
  path: string;
  shell: ShellInfo;
  /** Renders the search page instead of a doc. */
  searchPage?: SearchPageData;
  /** The not-found page's "Did you mean" links. */
  suggestions?: PageSuggestion[];
}

/** A string, not a stream: nothing in the shell waits. A render error throws. */
export function renderShellHtml({ doc, path, shell, searchPage, suggestions }: ShellOptions): string {
  const page: PageProps | null = doc ? { meta: doc, body: <PageBody html={BODY_MARK} /> } : null;
  return renderToString(<App page={page} router={{ path }} shell={shell} sponsors={undefined} searchPage={searchPage} suggestions={suggestions} />);
}

/**
 * The request the build renders shells for: an allowed host with the embedded search. The app and
 * playground URLs are placeholders the worker replaces (as in prerendered bodies); the search
 * stylesheet's URL does not reach the shell's HTML.
 */
export const PRERENDER_SHELL: ShellInfo = { ...DEFAULT_SHELL, ...PLACEHOLDER_URLS, originAllowed: true, search: localSearchSettings(site.search.indexName), searchCssUrl: '' };

/** Whether a request's shell is the one the build rendered ahead (its URLs aside). */
export function isPrerenderedShell(shell: ShellInfo): boolean {
  const { search } = PRERENDER_SHELL;
  return shell.originAllowed && shell.search.mode === search.mode && shell.search.appId === search.appId && shell.search.apiKey === search.apiKey && shell.search.indexName === search.indexName;
}

/** A doc page's shell split at the body mark: the HTML before and after the body. */
export function splitShell(html: string): readonly [string, string] {
  const at = html.indexOf(BODY_MARK);
  if (at < 0) throw new Error('the shell has no place for the page body');
  return [html.slice(0, at), html.slice(at + BODY_MARK.length)];
}
