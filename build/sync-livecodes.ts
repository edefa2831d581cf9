/**
 * `npm run sync:livecodes -- [path to a LiveCodes checkout]`: reads the LiveCodes source and writes
 * content/data/livecodes-<tag>.json, the facts the language and query-parameter pages are checked against.
 * The checkout defaults to ../shared/livecodes-v47 beside the project (where CI puts it).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractFacts } from './livecodes-source/extract.ts';
import { projectRoot } from './project-root.ts';

export const defaultCheckout = 'livecodes-v47';

/** The checkout named on the command line, else ../shared/livecodes-v47, else /work/shared/livecodes-v47. */
export function checkoutPath(arg?: string): string {
  if (arg) return resolve(process.cwd(), arg);
  const candidates = [resolve(projectRoot, '../shared', defaultCheckout), resolve(projectRoot, '../../shared', defaultCheckout), `/work/shared/${defaultCheckout}`];
  const found = candidates.find((c) => existsSync(join(c, 'src/livecodes')));
  if (!found) throw new Error(`No LiveCodes checkout found (looked in ${candidates.join(', ')}). Pass its path: npm run sync:livecodes -- <path>`);
  return found;
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
