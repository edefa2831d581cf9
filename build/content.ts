/** Phase 1: find every page under content/docs and read its frontmatter. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { CORE_SCHEMA, load as loadYaml, type YAMLException } from 'js-yaml';
import { docIdToPath } from '../src/shared/paths.ts';
import { BuildError, failIfAny } from './errors.ts';
import { frontmatterSchema, type Frontmatter } from './schemas.ts';

export interface SourceDoc {
  id: string;
  /** Absolute file path. */
  file: string;
  /** File path relative to the project root (for edit links and messages). */
  source: string;
  path: string;
  frontmatter: Frontmatter;
  /** Full file text, frontmatter included (remark-frontmatter skips it). */
  text: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export async function listMdx(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.mdx') && !e.name.startsWith('_'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export function parseFrontmatter(text: string, source: string): Frontmatter {
  const match = FRONTMATTER.exec(text);
  if (!match) {
    throw new BuildError(`${source}: no frontmatter`, 'Start the file with a `---` block holding at least `title` and `description`.');
  }
  let data: unknown;
  try {
    // YAML 1.2's core schema: `2024-01-02` stays text (js-yaml's default schema makes it a Date).
    data = loadYaml(match[1], { schema: CORE_SCHEMA });
  } catch (error) {
    // js-yaml counts lines from 0 within the block, which starts on the file's second line.
    const { reason, mark } = error as YAMLException;
    const where = mark ? `${source}:${mark.line + 2}` : source;
    throw new BuildError(`${where}: frontmatter is not valid YAML (${reason ?? (error as Error).message})`, 'Fix the YAML between the `---` lines.');
  }
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new BuildError(`${source}: invalid frontmatter (${issues})`, 'See content/README.md for the allowed frontmatter fields.');
  }
  return result.data;
}

/** A folder of pages: the authored content, or generated pages mounted below an id prefix. */
export interface ContentRoot {
  dir: string;
  /** Prepended to doc ids (e.g. `api/`). */
  prefix?: string;
  /** Generated pages have no source to edit. */
  generated?: boolean;
}

export async function loadDocs(root: string, contentDirs: string | ContentRoot[]): Promise<SourceDoc[]> {
  const roots = typeof contentDirs === 'string' ? [{ dir: contentDirs }] : contentDirs;
  const docs = (
    await Promise.all(
      roots.map(async ({ dir, prefix = '', generated = false }) =>
        Promise.all(
          (await listMdx(dir)).map(async (file): Promise<SourceDoc> => {
            const text = await readFile(file, 'utf8');
            const relativePath = relative(root, file).split(sep).join('/');
            const id = prefix + relative(dir, file).split(sep).join('/').replace(/\.mdx$/, '');
            const frontmatter = parseFrontmatter(text, generated ? `(generated) ${id}` : relativePath);
            return { id, file, source: generated ? '' : relativePath, path: docIdToPath(id, frontmatter.slug), frontmatter, text };
          }),
        ),
      ),
    )
  ).flat();
  checkUniqueRoutes(docs);
  return docs;
}

/** Fails when two files produce the same route (within one content root or across roots). */
export function checkUniqueRoutes(docs: SourceDoc[]): void {
  const byPath = new Map<string, SourceDoc>();
  const problems: string[] = [];
  for (const doc of docs) {
    const other = byPath.get(doc.path);
    if (other) problems.push(`${doc.path} is produced by both ${other.source} and ${doc.source}`);
    else byPath.set(doc.path, doc);
  }
  failIfAny(problems, 'duplicate routes', 'Rename one of the files or change its `slug` so every route is produced once.');
}
