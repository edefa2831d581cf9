import type { Logger } from './log.ts';
import type { SponsorsBlock } from './sponsors/load.ts';
/** Bindings and vars from wrangler.toml. */
export interface Env {
  ASSETS: Fetcher;
  SPONSORS_KV: KVNamespace;
  /** Where the sponsors JSON comes from; empty for no feed (npm start sets it so offline). */
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
}

export interface OriginInfo {
  /** Whether the request's host may serve the docs (pages from other hosts are marked, never cached). */
  allowed: boolean;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    origin: OriginInfo;
    /** This answer's CSP nonce: React's inline script that puts a late sponsors block in place carries it. */
    nonce: string;
    /** The sponsors block of this answer (worker/sponsors/load.ts). */
    sponsors: SponsorsBlock;
    requestId: string;
    log: Logger;
  };
};
