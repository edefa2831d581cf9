import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm ci` installs exactly package-lock.json; these checks catch a lockfile that a fresh
// `npm install` would rewrite (out of date with package.json, or missing packages such as
// another platform's optional binaries), without asking the registry.

interface LockEntry {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
interface Lockfile { lockfileVersion: number; packages: Record<string, LockEntry> }
interface Manifest { dependencies?: Record<string, string>; devDependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }

const root = join(import.meta.dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

/** Where Node would find `name` from the package installed at `from` (a lockfile key), or undefined. */
function resolveInLock(lock: Lockfile, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

/** Every dependency a lockfile entry declares that no entry satisfies, as 'from -> name'. */
function missingFromLock(lock: Lockfile): string[] {
  const missing: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const required = {
      ...entry.dependencies,
      ...(key === '' ? entry.devDependencies : {}),
      ...entry.optionalDependencies,
      ...Object.fromEntries(
        Object.entries(entry.peerDependencies ?? {}).filter(([name]) => !entry.peerDependenciesMeta?.[name]?.optional),
      ),
    };
    for (const name of Object.keys(required)) {
      if (!resolveInLock(lock, key, name)) missing.push(`${key || '(root)'} -> ${name}`);
    }
  }
  return missing;
}

describe('package-lock.json', () => {
  const lock = readJson<Lockfile>('package-lock.json');
  const manifest = readJson<Manifest>('package.json');

  it('records the same dependency ranges as package.json', () => {
    const rootEntry = lock.packages[''];
    expect(rootEntry.dependencies ?? {}).toEqual(manifest.dependencies ?? {});
    expect(rootEntry.devDependencies ?? {}).toEqual(manifest.devDependencies ?? {});
    expect(rootEntry.optionalDependencies ?? {}).toEqual(manifest.optionalDependencies ?? {});
  });

  it('holds every package that any locked package needs, optional platform binaries included', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(missingFromLock(lock)).toEqual([]);
  });

  it('pins an exact version for every installed package', () => {
    const unpinned = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== '' && !entry.link && !/^\d+\.\d+\.\d+/.test(entry.version ?? ''))
      .map(([key]) => key);
    expect(unpinned).toEqual([]);
  });
});
