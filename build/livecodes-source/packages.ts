/**
 * Turns the URLs the app loads (as `src/livecodes/vendors.ts` builds them) into package names and versions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UNKNOWN } from './program.ts';
import type { PackageRef } from './facts-types.ts';

/**
 * Folders of the `@live-codes/browser-compilers` dist whose name differs from the npm package they bundle
 * (the bundle's package.json lists the packages by npm name). Folders not named here and not an npm name in
 * that package.json are vendored sources pinned to commits: they get no version.
 */
const distFolderPackages: Record<string, string> = {
  bbob: '@bbob/html',
  civet: '@danielx/civet',
  cssnano: 'cssnano-preset-default',
  jinja: '@huggingface/jinja',
  lightningcss: 'lightningcss-wasm',
  mdx: '@mdx-js/mdx',
  'prettier/parser-java': 'prettier-plugin-java',
  'prettier/parser-pug': '@prettier/plugin-pug',
  purgecss: '@fullhuman/postcss-purgecss',
  tokencss: '@tokencss/postcss',
  unocss: '@unocss/core',
  vento: 'ventojs',
  'vue-compiler-sfc': '@vue/compiler-sfc',
  'wast-refmt': '@webassemblyjs/wast-refmt',
};

const BUNDLE = '@live-codes/browser-compilers';

export interface BundleInfo {
  version: string;
  dependencies: Record<string, string>;
}

/** The bundle's package.json, from `browser-compilers-<version>/` beside src/ in the checkout. */
export function readBundle(root: string, version: string): BundleInfo {
  const path = join(root, `browser-compilers-${version}/package.json`);
  if (!existsSync(path)) {
    throw new Error(
      `The app pins ${BUNDLE}@${version}, but ${path} is missing. Put that version's package.json there so bundled versions can be read.`,
    );
  }
  const pkg = JSON.parse(readFileSync(path, 'utf8')) as { name: string; version: string; dependencies: Record<string, string> };
  if (pkg.name !== BUNDLE || pkg.version !== version) {
    throw new Error(`${path} is ${pkg.name}@${pkg.version}, expected ${BUNDLE}@${version}.`);
  }
  return { version, dependencies: pkg.dependencies };
}

const npmSpec = /^((?:@[^/@]+\/)?[^/@]+)@([^/?#]+)(\/.*)?$/;
const semverish = /^v?\d+\.\d+(\.\d+)?([-.+][\w.]+)?$/;

/** The package a URL loads, or undefined when the string is not a package URL. */
export function packageOf(url: string, bundle: BundleInfo): PackageRef | undefined {
  if (!url || url.startsWith(UNKNOWN)) return undefined;
  const clean = url.split(UNKNOWN)[0];
  if (!/^[^\s"'`<>(){}]+$/.test(clean)) return undefined; // code or markup, not a URL
  if (clean.startsWith('gh:')) {
    const m = /^gh:([^/]+\/[^/@]+)@([^/]+)/.exec(clean);
    if (!m) return undefined;
    // A versioned folder inside the repository (`…@v0.5.0/compiler/v1.3.0-rc1/…`) names what it holds.
    const segments = clean.slice(m[0].length).split('/').filter(Boolean);
    const at = segments.findIndex((s, i) => i > 0 && semverish.test(s));
    if (at > 0) return { name: `${m[1]}/${segments[at - 1]}`, version: segments[at].replace(/^v/, ''), source: 'github', ref: m[2], url: clean };
    return { name: m[1], version: null, source: 'github', ref: m[2], url: clean };
  }
  if (/^https?:\/\//.test(clean)) {
    const u = new URL(clean);
    if (u.host === 'www.w3.org') return undefined; // XML namespace names, never fetched
    const segments = u.pathname.split('/').filter(Boolean);
    for (let i = 0; i < segments.length; i++) {
      const scoped = segments[i].startsWith('@') && segments[i + 1] ? `${segments[i]}/${segments[i + 1]}` : segments[i];
      const m = npmSpec.exec(scoped);
      if (m && semverish.test(m[2])) return { name: m[1], version: m[2], source: 'url', url: clean };
      if (semverish.test(segments[i])) {
        return { name: i > 0 ? segments[i - 1] : u.host, version: segments[i].replace(/^v/, ''), source: 'url', url: clean };
      }
    }
    return { name: u.host + u.pathname.replace(/\/$/, ''), version: null, source: 'url', url: clean };
  }
  const m = npmSpec.exec(clean);
  if (!m) return undefined;
  const [, name, version, path = ''] = m;
  if (name !== BUNDLE) return { name, version: version.replace(/^v(?=\d)/, ''), source: 'npm', url: clean };
  // A file in the bundle: dist/<folder>/<file>
  const rest = path.replace(/^\/dist\//, '');
  const parts = rest.split('/').filter(Boolean);
  if (parts.length < 2 || parts[0] === 'types') return undefined; // the bundle root itself, or editor type definitions
  const fileKey = `${parts[0]}/${parts[1].replace(/\.[^.]*$/, '')}`;
  const npmName = distFolderPackages[fileKey] ?? distFolderPackages[parts[0]] ?? parts[0];
  const bundled = bundle.dependencies[npmName];
  return {
    name: bundled ? npmName : parts[0],
    version: bundled ?? null,
    source: 'browser-compilers',
    bundle: `${BUNDLE}@${version}`,
    url: clean,
  };
}
