/**
 * `npm run sync:livecodes -- <path to a LiveCodes checkout>` (or LIVECODES_SOURCE=<path>): reads the
 * LiveCodes source and writes content/data/livecodes-<tag>.json, the facts the language and
 * query-parameter pages are checked against. The tests read the committed file; they re-extract only
 * when LIVECODES_SOURCE names a checkout.
 */
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractFacts } from './livecodes-source/extract.ts';
import { projectRoot } from './project-root.ts';

/** The environment variable that names a LiveCodes checkout. */
export const SOURCE_VARIABLE = 'LIVECODES_SOURCE';

/** The checkout named on the command line, else in LIVECODES_SOURCE; throws when neither names one. */
export function checkoutPath(arg?: string): string {
  const given = arg || process.env[SOURCE_VARIABLE];
  if (!given) throw new Error(`Name a LiveCodes checkout: npm run sync:livecodes -- <path>, or set ${SOURCE_VARIABLE}=<path>.`);
  return resolve(process.cwd(), given);
}

/** The data file for a release tag. */
export const factsFile = (tag: string) => join(projectRoot, 'content/data', `livecodes-${tag}.json`);

function main() {
  const started = performance.now();
  const root = checkoutPath(process.argv[2]);
  const facts = extractFacts(root);
  const out = factsFile(facts.source.tag);
  writeFileSync(out, `${JSON.stringify(facts, null, 2)}\n`);
  const ms = Math.round(performance.now() - started);
  console.log(
    `sync:livecodes: ${relative(projectRoot, out)} from ${root} (${facts.source.tag}): ${facts.languages.length} languages, ` +
      `${facts.processors.length} processors, ${facts.templates.length} templates, ${facts.queryParams.params.length} query parameters (${ms} ms)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    console.error(`sync:livecodes failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
