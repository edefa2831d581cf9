/**
 * The Algolia lite client for either backend: Algolia itself, or the worker's embedded index,
 * which answers the same protocol under the docs base path. Loaded on demand (browser only).
 */
import type { LiteClient } from 'algoliasearch/lite';
import type { SearchSettings } from '../shared/search-settings.ts';

export async function createSearchClient(settings: SearchSettings): Promise<LiteClient> {
  const { liteClient } = await import('algoliasearch/lite');
  if (settings.mode === 'algolia') return liteClient(settings.appId, settings.apiKey);
  const protocol = window.location.protocol === 'http:' ? 'http' : 'https';
  return liteClient(settings.appId, settings.apiKey, {
    hosts: [{ url: `${window.location.host}/docs`, accept: 'readWrite', protocol }],
    // The worker loads the index on its first query (several megabytes to parse): the client's
    // 2-second read timeout, made for Algolia's warm servers, would give that query up.
    timeouts: { connect: 2_000, read: 10_000, write: 30_000 },
  });
}
