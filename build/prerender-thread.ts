/**
 * The prerender thread (started by startPrerenderer in build/prerenderer.ts): renders each page's
 * body as soon as the page is compiled, then every page's shell once the sidebars are known.
 */
import { renderBody } from './prerender-bodies.ts';
import type { PrerenderReply, PrerenderRequest } from './prerenderer.ts';
import { renderShells } from './prerender-shells.ts';
import { serveRequests } from './thread.ts';

serveRequests<PrerenderRequest, PrerenderReply>((request) => (request.kind === 'body' ? renderBody(request.path, request.code) : renderShells(request.docs)));
