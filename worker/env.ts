import type { Logger } from './log.ts';
/** Bindings and vars from wrangler.toml. */
export interface Env {
  ASSETS: Fetcher;
  SPONSORS_KV: KVNamespace;
  /** Where the sponsors JSON comes from. */
  SPONSORS_URL: string;
  /** How long a fetched copy counts as fresh. */
  SPONSORS_TTL_SECONDS: string;
  /** Longest wait for the sponsors upstream before falling back to the cached copy. */
  SPONSORS_TIMEOUT_MS: string;
  /** How long an isolate reuses the KV copy it last read (default 60); 0 reads KV for every page. */
  SPONSORS_MEMORY_SECONDS?: string;
  /** How long an isolate waits after a failed upstream request before asking again (default 60); 0 asks every time. */
  SPONSORS_RETRY_SECONDS?: string;
  /** How long the edge cache keeps a rendered page (default 3600); 0 turns the cache off. */
  PAGE_CACHE_SECONDS?: string;
  /** Comma-separated host suffixes allowed to serve the docs. */
  ALLOWED_HOST_SUFFIXES: string;
  /** The worker's name: its workers.dev preview hosts on WORKERS_SUBDOMAIN are allowed too. */
  WORKER_NAME: string;
  /** The account's workers.dev subdomain (`<name>.<subdomain>.workers.dev`); empty allows no workers.dev host. */
  WORKERS_SUBDOMAIN?: string;
  /**
   * The LiveCodes app used by embeds, 'Open in LiveCodes' links and the App link (default https://livecodes.io/).
   * Local development may point it at a local app in `.dev.vars`.
   */
  PLAYGROUND_URL?: string;
  /** Set to "true" by `npm start` (and the browser tests): loopback hosts (localhost, 127.0.0.1) may serve the docs. */
  LOCAL_DEV?: string;
  /** Where the contact form's messages are forwarded (default https://submit-form.com/6CPRLFS0). */
  CONTACT_FORM_URL?: string;
  /** Algolia DocSearch (optional): when all three are set, the UI searches Algolia instead of the embedded index. */
  ALGOLIA_APP_ID?: string;
  ALGOLIA_SEARCH_KEY?: string;
  ALGOLIA_INDEX_NAME?: string;
  /**
   * Set to "true" by `npm start` only: the CSP then also allows the live-reload script that
   * `wrangler dev --live-reload` appends to every HTML page.
   */
  LIVE_RELOAD?: string;
  /**
   * Test-only fault injection (JSON), never set in wrangler.toml: `{ "renderThrows": "/docs/x" }`
   * fails that page's render, `{ "streamThrows": "/docs/x" }` breaks its stream after the shell.
   */
  DOCS_FAULTS?: string;
}

export interface OriginInfo {
  allowed: boolean;
  /** Where the playground app lives for links such as 'App'. */
  appUrl: string;
  /** Where embeds and 'Open in LiveCodes' links go. */
  playgroundUrl: string;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    origin: OriginInfo;
    nonce: string;
    requestId: string;
    log: Logger;
    /** Set by the edge cache before a miss is rendered: the route should hand over a copy to store. */
    storeCopy?: boolean;
    /** Set by the route when asked: the answer as the edge cache stores it (empty sponsors slots), or null if it is not fit to cache. */
    cacheCopy?: Promise<string | null>;
  };
};
