import { localSearchSettings, type SearchSettings } from '../../src/shared/search-settings.ts';
import type { Env } from '../env.ts';
import { site } from '../ssr/data.ts';

/** Algolia mode when all three Algolia vars are set; otherwise the embedded index. */
export function searchSettings(env: Env): SearchSettings {
  if (env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY && env.ALGOLIA_INDEX_NAME) {
    return { mode: 'algolia', appId: env.ALGOLIA_APP_ID, apiKey: env.ALGOLIA_SEARCH_KEY, indexName: env.ALGOLIA_INDEX_NAME };
  }
  return localSearchSettings(site.search.indexName);
}
