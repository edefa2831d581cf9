/**
 * The API reference: TypeDoc + typedoc-plugin-markdown over the `livecodes` package's own type
 * definitions, turned into MDX pages under /docs/api/ that go through the normal MDX pipeline.
 * The output depends only on the package's types, TypeDoc's options (build/api/typedoc.json) and
 * this folder's code and the query-parameters guide its pages link to, so it is cached by their
 * hash: TypeDoc runs (its own command, in a process beside the page compile) only when they change.
 * TypeDoc's pages are then made to read well: see toSitePage (one page at a time) and crossPageEdits
 * (across pages).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { compactMembers } from './compact-members.ts';
import { correctGeneratedText } from './corrections.ts';
import { indexedEntries, indexInheritedMembers } from './inherited-index.ts';
import { foldKeyFamilies, nameWholeUnions, unionMembers, type KeyFamily } from './key-families.ts';
import { listQueryParams, QUERY_PARAMS_FILE, queryParamsPage, takeQueryParams } from './query-params.ts';
import { withWatchNote } from './watch-events.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const typesFile = join(root, 'node_modules/livecodes/livecodes.d.ts');
/** The guide the query-parameters page links each parameter to (its reference's sections). */
const queryParamsGuide = join(root, 'content/docs/configuration/query-params.mdx');

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}

/** Route of a TypeDoc file: folders' `index` is the folder route, except the top one (/docs/api/globals). */
const toRoute = (file: string) => (file === 'index.mdx' ? '/docs/api/globals' : '/docs/api/' + file.replace(/\.mdx$/, '').replace(/\/?index$/, ''));

/** Reference pages whose members each have a section in the SDK guide, and that guide. */
const GUIDED_PAGES = new Set(['interfaces/Playground.mdx', 'interfaces/EmbedOptions.mdx']);
const GUIDE = '/docs/sdk/js-ts';

/**
 * Adds to each member of a guided page a link to its section of the SDK guide (`#name`, or
 * `#name-deprecated` for a struck-through member), under its signature, unless the section already
 * links there. The build's link check fails on a member the guide does not cover.
 */
function linkMembersToGuide(body: string): string {
  const lines = body.split('\n');
  const out: string[] = [];
  let pending: { name: string; anchor: string } | null = null;
  let section: string[] = [];
  const flush = () => {
    if (pending && !section.join('\n').includes(`${GUIDE}#${pending.anchor})`)) {
      const at = section.findIndex((l) => l.startsWith('> '));
      section.splice(at < 0 ? 1 : at + 1, 0, '', `Guide: [\`${pending.name}\` in the SDK guide](${GUIDE}#${pending.anchor}).`);
    }
    out.push(...section);
    section = [];
  };
  for (const line of lines) {
    const member = /^### (~~)?(\w+)\??(~~)?$/.exec(line);
    if (member || /^##? /.test(line)) {
      flush();
      pending = member ? { name: member[2], anchor: member[2].toLowerCase() + (member[1] ? '-deprecated' : '') } : null;
    }
    section.push(line);
  }
  flush();
  return out.join('\n');
}

/** Markdown to plain text: link texts, no code or emphasis marks, one line. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What a reference page says of itself: its first paragraph of prose before its first section, or
 * under its call signature (a function's). Prose elsewhere is a member's or a parameter's, and a
 * list, a quote or a code line there is a signature or an "Extends" list, not a sentence.
 */
export function apiSummary(body: string): string | null {
  const own = body.split(/^(?=## )/m).filter((part, i) => (i === 0 && !part.startsWith('## ')) || part.startsWith('## Call Signature'));
  for (const part of own) {
    const prose = part
      .split(/^### /m)[0]
      .split('\n\n')
      .map((p) => p.trim())
      .find((p) => /^[A-Za-z]/.test(p) && !p.startsWith('See [docs]'));
    if (prose) return plainText(prose).slice(0, 200);
  }
  return null;
}

/**
 * A description for a page whose types carry no prose: what the page defines, from its outline (a
 * type's definition when it is short, an interface's members).
 */
function outlineDescription(heading: string, name: string, body: string): string {
  const kind = /^([\w ]+): /.exec(heading)?.[1].toLowerCase() ?? 'type';
  const definition = /^> \*\*\w+\*\* = (.+)$/m.exec(body)?.[1];
  if (kind === 'type alias' && definition) {
    const text = plainText(definition);
    if (text.length <= 120) return `${name}, a type of the livecodes SDK: ${text}.`;
  }
  const members = [...body.matchAll(/^### ~*(\w+)/gm)].map((m) => m[1]);
  if (kind === 'interface' && members.length > 0) {
    let list = members[0];
    for (const member of members.slice(1)) {
      if (list.length + member.length > 120) {
        list += ' and more';
        break;
      }
      list += `, ${member}`;
    }
    return `The ${name} interface of the livecodes SDK, with ${members.length === 1 ? 'its member' : `its ${members.length} members`}: ${list}.`;
  }
  return `The ${name} ${kind} of the livecodes SDK.`;
}

/** Rewrites a TypeDoc page into a site page: frontmatter, no H1, site routes for links. */
export function toSitePage(markdown: string, file: string): string {
  const h1 = /^# (.+)$/m.exec(markdown);
  const heading = h1?.[1].replace(/\\/g, '').trim() ?? 'API';
  const name = heading.replace(/^[\w ]+: /, '').replace(/\(\)$/, '');
  const title = file === 'index.mdx' ? 'LiveCodes SDK API' : file === 'internal/index.mdx' ? 'Internal types' : heading;
  let body = markdown
    .replace(/^# .+\n+/m, '')
    // Relative links between API pages -> site routes.
    .replace(/\]\(((?:\.\.\/|\.\/)*[\w/.-]+)\.mdx(#[\w-]+)?\)/g, (_, target: string, hash = '') => {
      const resolved = join(dirname(file), target).split(sep).join('/');
      return `](${toRoute(`${resolved}.mdx`)}${hash.toLowerCase()})`;
    })
    // JSDoc links to the live docs -> this site's routes (checked by the build like any link).
    .replace(/\]\(https:\/\/livecodes\.io\/docs\/([^)#\s]*?)\/?(#[^)\s]*)?\)/g, (_, path: string, hash = '') => `](/docs/${path}${hash})`);
  body = compactMembers(correctGeneratedText(body));
  if (GUIDED_PAGES.has(file)) body = linkMembersToGuide(body);
  body = indexInheritedMembers(body);
  const description = file.endsWith('index.mdx')
    ? `Reference of the ${file === 'index.mdx' ? 'public' : 'internal'} exports of the livecodes SDK, generated from its type definitions.`
    : (apiSummary(body) ?? outlineDescription(heading, name, body));
  const label = file === 'index.mdx' ? 'Globals' : file === 'internal/index.mdx' ? 'Internal' : name;
  const frontmatter = ['---', `title: ${JSON.stringify(title)}`, `sidebar_label: ${JSON.stringify(label)}`, `description: ${JSON.stringify(description)}`];
  frontmatter.push('---', '');
  // After the description is taken: a note on what a callback receives is not what the type is.
  return frontmatter.join('\n') + '\n' + withWatchNote(body, file);
}

/** The unions whose names become keys of objects in the SDK's types, each one placeholder in tables. */
function keyFamilies(pages: Map<string, string>): KeyFamily[] {
  const family = (placeholder: string, file: string): KeyFamily => {
    const members = unionMembers(pages.get(file) ?? '');
    if (members.length === 0) throw new Error(`${file}: not a union of names`);
    return { placeholder, type: file.replace(/^.*\/|\.mdx$/g, ''), route: toRoute(file), members: new Set(members) };
  };
  return [family('<language>', 'type-aliases/Language.mdx'), family('<processor>', 'internal/type-aliases/Processor.mdx'), family('<editor>', 'internal/type-aliases/EditorId.mdx')];
}

/**
 * What the site pages need across pages: the `params` embed option's parameters on a page of their
 * own (listed on the Internal page), one row for a key per language in every table, and a union of
 * every language's name printed as `Language`.
 */
function crossPageEdits(pages: Map<string, string>, guide: string): Map<string, string> {
  const families = keyFamilies(pages);
  const out = new Map(pages);
  const { embedOptions, table } = takeQueryParams(out.get('interfaces/EmbedOptions.mdx')!);
  out.set('interfaces/EmbedOptions.mdx', embedOptions);
  // The configuration's properties, listed with their entries on Config's page (an index).
  const entries = indexedEntries(out.get('interfaces/Config.mdx')!);
  out.set(QUERY_PARAMS_FILE, toSitePage(queryParamsPage(table, guide, families, entries), QUERY_PARAMS_FILE));
  out.set('internal/index.mdx', listQueryParams(out.get('internal/index.mdx')!));
  for (const [file, page] of out) out.set(file, nameWholeUnions(foldKeyFamilies(page, families), families, file));
  return out;
}

/** Where TypeDoc's file goes: its top index is the Globals page; /docs/api itself is the overview below. */
const outputName = (file: string) => (file === 'index.mdx' ? 'globals.mdx' : file);

const GROUPS: Record<string, string> = {
  functions: 'Functions',
  interfaces: 'Interfaces',
  'type-aliases': 'Type aliases',
  variables: 'Variables',
  'internal/interfaces': 'Internal interfaces',
  'internal/type-aliases': 'Internal type aliases',
};

const frontmatterField = (page: string, field: string) => {
  const value = new RegExp(`^${field}: (.+)$`, 'm').exec(page)?.[1];
  return value ? (JSON.parse(value) as string) : '';
};

/**
 * /docs/api: every page of the reference, grouped like the SDK's exports, each with its summary.
 * `pages` maps a site file (below api/) to its MDX.
 */
export function overviewPage(pages: Map<string, string>, version: string): string {
  const lines = [
    '---',
    'title: "SDK API reference"',
    'sidebar_label: "Overview"',
    `description: ${JSON.stringify(`Every page of the API reference of the livecodes SDK ${version}: functions, interfaces and types, generated from the package's type definitions.`)}`,
    '---',
    '',
    `This reference is generated from the type definitions of the \`livecodes\` package, version ${version}. [Globals](/docs/api/globals) lists what the package exports; [Internal types](/docs/api/internal) lists the types those exports refer to, which the package does not export by name.`,
  ];
  for (const [dir, heading] of Object.entries(GROUPS)) {
    const files = [...pages.keys()].filter((f) => dirname(f) === dir).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    if (files.length === 0) continue;
    lines.push('', `## ${heading}`, '');
    for (const file of files) {
      const page = pages.get(file)!;
      // What the page says of itself, when its types carry prose (not the description made from its
      // outline); plain text, so `<` and braces are escaped for MDX.
      const summary = apiSummary(page.slice(page.indexOf('\n---\n') + 5))?.replace(/[<{}]/g, (c) => `&#${c.charCodeAt(0)};`) ?? '';
      lines.push(`- [${frontmatterField(page, 'sidebar_label')}](${toRoute(file)})${summary ? `: ${summary}` : ''}`);
    }
  }
  return lines.join('\n') + '\n';
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.mdx')).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** Where the reference generated from these types (and this generator) is cached. */
async function cacheDir(): Promise<string> {
  // This folder's code and the files it reads: the types, and the guide the parameters link to.
  const own = (await readdir(here)).sort().map((name) => join(here, name));
  const hash = createHash('sha256');
  for (const file of [typesFile, queryParamsGuide, ...own]) hash.update(await readFile(file));
  const key = hash.digest('hex').slice(0, 16);
  return join(root, 'node_modules/.cache/livecodes-docs/api', key);
}

/** A cache entry is complete once its overview exists: it is written last. */
const complete = (cache: string) => exists(join(cache, 'index.mdx'));

/** TypeDoc's command, run with Node: in a process of its own it runs beside the build's page compile. */
async function runTypedoc(out: string): Promise<void> {
  const cli = join(dirname(createRequire(import.meta.url).resolve('typedoc')), '../bin/typedoc');
  await promisify(execFile)(process.execPath, [cli, '--options', join(here, 'typedoc.json'), '--out', out]).catch((error: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(`TypeDoc failed on the livecodes types: ${error.stderr || error.stdout || error.message}`);
  });
}

/** The folder of the API pages (as MDX), running TypeDoc unless its output for these types is cached. */
export async function apiReference(): Promise<string> {
  const cache = await cacheDir();
  if (await complete(cache)) return cache;
  const raw = `${cache}.raw`;
  await rm(raw, { recursive: true, force: true });
  await runTypedoc(raw);
  await rm(cache, { recursive: true, force: true });
  const sitePages = new Map<string, string>();
  for (const file of await listFiles(raw)) sitePages.set(file, toSitePage(await readFile(join(raw, file), 'utf8'), file));
  const pages = crossPageEdits(sitePages, await readFile(queryParamsGuide, 'utf8'));
  for (const [file, page] of pages) {
    await mkdir(dirname(join(cache, outputName(file))), { recursive: true });
    await writeFile(join(cache, outputName(file)), page);
  }
  const { version } = JSON.parse(await readFile(join(root, 'node_modules/livecodes/package.json'), 'utf8')) as { version: string };
  await writeFile(join(cache, 'index.mdx'), overviewPage(pages, version));
  await rm(raw, { recursive: true, force: true });
  return cache;
}
