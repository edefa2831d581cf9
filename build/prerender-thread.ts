/** The body-rendering thread (started by startBodyThread in build/prerender-bodies.ts). */
import { renderBody } from './prerender-bodies.ts';
import { serveRequests } from './thread.ts';

serveRequests<{ path: string; code: string }, string>(({ path, code }) => renderBody(path, code));
