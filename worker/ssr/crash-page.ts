/**
 * The answer when a page cannot be rendered at all (500): a complete, self-contained document that
 * says so, offers a way on, and carries the request id for support. Never the error's details.
 */
import { prePaintScript } from '../../src/shared/pre-paint.ts';
import { assets, site } from './data.ts';

export function crashDocument(requestId: string): string {
  const id = requestId.replace(/[^\w-]/g, '');
  return [
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>This page crashed. | ${site.title}</title><meta name="robots" content="noindex">`,
    `<script>${prePaintScript(site.announcement?.id)}</script>`,
    ...assets.entry.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    '</head><body><main id="main" class="page-crash">',
    '<h1>This page crashed.</h1>',
    '<p>Something went wrong while preparing this page. Reloading usually helps; if it keeps happening, please tell us.</p>',
    '<p><a class="button button-primary" href="">Try again</a> <a class="button button-secondary" href="/docs/">Docs home</a></p>',
    `<p class="page-crash-causes">Request id: ${id}. <a href="${site.issuesUrl}">Report an issue</a></p>`,
    '</main></body></html>',
  ].join('');
}
