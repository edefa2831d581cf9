/**
 * The prerender thread (started by startPrerenderer in build/prerenderer.ts): renders each page's
 * body as soon as the page is compiled, bundles the shells' renderer once the sidebars are known,
 * then renders every page's shell once every page is compiled (a shell holds its page's TOC).
 */
import { renderBody } from './prerender-bodies.ts';
import type { PrerenderReply, PrerenderRequest } from './prerenderer.ts';
import { prepareShellRenderer, renderShells } from './prerender-shells.ts';
import { serveRequests } from './thread.ts';

serveRequests<PrerenderRequest, PrerenderReply>((request) => {
  if (request.kind === 'body') return renderBody(request.path, request.code);
  if (request.kind === 'prepare-shells') return prepareShellRenderer().then(() => '');
  return renderShells(request.docs);
});
