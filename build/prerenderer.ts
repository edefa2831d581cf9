/**
 * The build's side of the prerender thread (build/prerender-thread.ts). On two cores, that thread
 * uses what the main thread leaves of the second one: bodies render while pages compile, and shells
 * while this thread writes the text outputs and the search index.
 */
import type { DocMeta } from '../src/shared/types.ts';
import type { ShellGroups } from './prerender-shells.ts';
import { startService } from './thread.ts';

export type PrerenderRequest = { kind: 'body'; path: string; code: string } | { kind: 'prepare-shells' } | { kind: 'shells'; docs: DocMeta[] };
export type PrerenderReply = string | ShellGroups;

export interface Prerenderer {
  /** The body of the page at `path`, from its compiled code (build/prerender-bodies.ts). */
  body(path: string, code: string): Promise<string>;
  /** Bundles the shells' renderer ahead, once this build's site config and sidebars are written (a failure is reported by `shells`). */
  prepareShells(): void;
  /** Every page's shell, grouped by sidebar (build/prerender-shells.ts). */
  shells(docs: DocMeta[]): Promise<ShellGroups>;
  hold(busy: boolean): void;
  dispose(): Promise<void>;
}

export function startPrerenderer(): Prerenderer {
  const thread = startService<PrerenderRequest, PrerenderReply>(new URL('./prerender-thread.ts', import.meta.url), 'prerendering');
  return {
    // Each kind of request has its one kind of reply (build/prerender-thread.ts).
    body: (path, code) => thread.call({ kind: 'body', path, code }) as Promise<string>,
    prepareShells: () => void thread.call({ kind: 'prepare-shells' }).catch(() => {}),
    shells: (docs) => thread.call({ kind: 'shells', docs }) as Promise<ShellGroups>,
    hold: (busy) => thread.hold(busy),
    dispose: () => thread.dispose(),
  };
}
