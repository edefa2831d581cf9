/** What npm start's two processes share: build/watch.ts starts build/builder.ts and restarts it when it asks. */

/** The exit code with which a builder asks for a new one (an edit to code it has loaded). */
export const RESTART_EXIT_CODE = 75;

/** What a builder tells build/watch.ts: its first build is served (`ready`), or the code edit it ends for (`restart`). */
export type BuilderMessage = { ready?: true; restart?: string };
