import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The maintainers' guides stay short and point at files that exist: a renamed module or a removed
// guide fails here instead of misleading the next reader.
const root = join(import.meta.dirname, '../..');
const GUIDES = ['README.md', 'ARCHITECTURE.md', 'OPERATIONS.md', 'bench/README.md', 'content/README.md'];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('maintainer docs', () => {
  it('keeps the README within 8 KB with the two set-up commands', () => {
    const readme = read('README.md');
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(8 * 1024);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });

  it('links only to files that exist', () => {
    const broken: string[] = [];
    for (const guide of GUIDES) {
      for (const [, target] of read(guide).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        if (!existsSync(join(root, dirname(guide), target))) broken.push(`${guide} -> ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only source files that exist in ARCHITECTURE.md', () => {
    const text = read('ARCHITECTURE.md');
    const named = [...text.matchAll(/`((?:build|worker|src|content|test|bench)\/[\w./-]+\.(?:ts|tsx|mjs|md))`/g)].map((m) => m[1]);
    const relativeToWorker = [...text.matchAll(/`((?:middleware|routes|ssr|search|sponsors)\/[\w.-]+\.tsx?)`/g)].map((m) => `worker/${m[1]}`);
    expect(named.length).toBeGreaterThan(10);
    const missing = [...named, ...relativeToWorker].filter((file) => !existsSync(join(root, file)) && !existsSync(join(root, 'build', file)));
    expect(missing).toEqual([]);
  });

  it('keeps ARCHITECTURE.md within 8 KB and bench/README.md within 4 KB, with a diagram of the whole', () => {
    expect(Buffer.byteLength(read('ARCHITECTURE.md'))).toBeLessThanOrEqual(8 * 1024);
    expect(Buffer.byteLength(read('bench/README.md'))).toBeLessThanOrEqual(4 * 1024);
    expect(read('ARCHITECTURE.md')).toContain('```mermaid');
  });

  it('names no tracker issue of its own in the guides or the code, which a reader of the repository cannot follow', () => {
    const files = [...GUIDES, ...['build', 'worker', 'src', 'test', 'bench', '.ci', '.github'].flatMap((dir) => readdirSync(join(root, dir), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.parentPath.includes('fixtures')).map((e) => join(e.parentPath, e.name).slice(root.length + 1)))];
    const found = files.flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => /\bissues? #?\d+\b/i.test(line.replace(/https?:\/\/\S+/g, '')))
        .map((line) => `${file}: ${line.trim().slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });
});
