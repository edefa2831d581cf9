/**
 * `npm run search:upload`: sets the Algolia index's settings and synonyms (algolia-settings.ts),
 * then pushes the built search records, replacing them atomically (Algolia's replaceAllObjects:
 * temporary index, then move). Needs
 * ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and the private ALGOLIA_ADMIN_KEY; refuses to run without them.
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssetManifest } from '../../src/shared/types.ts';
import { readIndexFile, type SearchRecord } from '../../src/shared/search.ts';
import { ALGOLIA_SETTINGS, algoliaRecords, algoliaSynonyms } from './algolia-settings.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function uploadConfig(env: NodeJS.ProcessEnv): { appId: string; adminKey: string; indexName: string } {
  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX_NAME'].filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(
      `search:upload needs ${missing.join(', ')} in the environment.\n` +
        '  → ALGOLIA_ADMIN_KEY is the private admin key (never the search-only key in wrangler.toml); set it only in your shell or CI secrets.',
    );
  }
  return { appId: env.ALGOLIA_APP_ID!, adminKey: env.ALGOLIA_ADMIN_KEY!, indexName: env.ALGOLIA_INDEX_NAME! };
}

type UploadClient = Pick<Algoliasearch, 'setSettings' | 'saveSynonyms' | 'replaceAllObjects'>;

/** Settings and synonyms first, so the new records are ranked as intended from the moment they land. */
export async function pushIndex(client: UploadClient, indexName: string, records: SearchRecord[]): Promise<number> {
  await client.setSettings({ indexName, indexSettings: ALGOLIA_SETTINGS });
  await client.saveSynonyms({ indexName, synonymHit: algoliaSynonyms(), replaceExistingSynonyms: true });
  const result = await client.replaceAllObjects({ indexName, objects: algoliaRecords(records) as unknown as Record<string, unknown>[] });
  return result.batchResponses.length;
}

async function main() {
  const config = uploadConfig(process.env);
  const assets = JSON.parse(await readFile(join(root, '.generated/assets.json'), 'utf8')) as AssetManifest;
  const file = readIndexFile(await readFile(join(root, 'dist/client', assets.searchIndexUrl), 'utf8'));
  const batches = await pushIndex(algoliasearch(config.appId, config.adminKey), config.indexName, file.records);
  console.log(`Uploaded ${file.records.length} records to ${config.indexName} (${batches} batches).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`search:upload failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
