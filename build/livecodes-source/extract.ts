/** All facts of a LiveCodes checkout, in the shape of content/data/livecodes-v47.json. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LiveCodesFacts, PackageRef } from './facts-types.ts';
import { extractLanguages, extractProcessors, extractTemplates } from './extract-languages.ts';
import { extractDocsLinks } from './extract-docs-links.ts';
import { extractLimits } from './extract-limits.ts';
import { extractQueryParams } from './extract-query-params.ts';
import { packageOf, readBundle } from './packages.ts';
import ts from 'typescript';
import { evaluateString, exportedConst, openSource } from './program.ts';

function releaseOf(root: string) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { appVersion?: string };
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  const tag = /^## \[(v\d+)\]/m.exec(changelog)?.[1];
  if (!pkg.appVersion || !tag) throw new Error(`${root}: no appVersion in package.json or no release heading in CHANGELOG.md.`);
  if (tag !== `v${pkg.appVersion}`) {
    throw new Error(`${root}: package.json says app version ${pkg.appVersion} but the newest CHANGELOG.md entry is ${tag}.`);
  }
  const sdk = JSON.parse(readFileSync(join(root, 'src/sdk/package.sdk.json'), 'utf8')) as { version: string };
  return { tag, appVersion: pkg.appVersion, sdkVersion: sdk.version };
}

export function extractFacts(root: string): LiveCodesFacts {
  const src = openSource(root); // first: it says clearly when the folder is not a LiveCodes checkout
  const release = releaseOf(root);
  const base = exportedConst(src.file('src/livecodes/vendors.ts'), 'vendorsBaseUrl');
  const pinned = base && /^@live-codes\/browser-compilers@([^/]+)\//.exec(evaluateString(src, base))?.[1];
  if (!pinned) throw new Error('src/livecodes/vendors.ts: vendorsBaseUrl does not name a @live-codes/browser-compilers version.');
  const bundle = readBundle(root, pinned);
  const templates = extractTemplates(src);
  const vendors = new Map<string, PackageRef>();
  for (const stmt of src.file('src/livecodes/vendors.ts').statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const d of stmt.declarationList.declarations) {
      const pkg = d.initializer && packageOf(evaluateString(src, d.initializer), bundle);
      if (pkg) vendors.set(`${pkg.name}@${pkg.version}`, pkg);
    }
  }
  return {
    source: { ...release, browserCompilers: pinned },
    languages: extractLanguages(src, bundle, templates),
    processors: extractProcessors(src, bundle, templates),
    templates,
    vendors: [...vendors.values()].sort((a, b) => a.name.localeCompare(b.name)),
    queryParams: extractQueryParams(src),
    limits: extractLimits(src),
    docsLinks: extractDocsLinks(root),
  };
}
