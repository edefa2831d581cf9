/**
 * The languages and CSS processors of LiveCodes (app version 47, SDK livecodes@0.12.0), one object per
 * page at /docs/languages/<slug>. This is the only place pages read these facts from: <LanguageInfo slug="…" />
 * and <LanguagesTable /> (src/mdx/) render them, so pages never repeat them by hand.
 *
 * Editors, extensions, compiler versions, formatters and customSettings keys come from livecodes-v47.json, which
 * `npm run sync:livecodes` extracts from the LiveCodes v47 source; the entries below hold what the source
 * does not state (titles, links, which aliases to show). test/build/livecodes-facts.test.ts checks the
 * hand-written fields (aliases, starter templates, explicit versions) and the pages' prose against it.
 */
import type { Config, EmbedOptions, Language } from 'livecodes';
import facts from './livecodes-v47.json' with { type: 'json' };

/** A CSS processor name of the SDK (`Config['processors']` items). */
export type Processor = Config['processors'][number];
/** A starter template name of the SDK (`EmbedOptions['template']`). */
export type TemplateName = NonNullable<EmbedOptions['template']>;
/** A key of the SDK's `customSettings` object. */
export type CustomSettingsKey = keyof Config['customSettings'];
/** The playground editor a language is written in. */
export type EditorName = 'markup' | 'style' | 'script';

interface BaseData {
  /** Route segment: the page is /docs/languages/<slug>. */
  slug: string;
  /** Display title, e.g. 'Python (Wasm)'. */
  title: string;
  /** File extensions with a leading dot, e.g. ['.py3', '.wasm.py']; empty for processors. */
  extensions: string[];
  editor: EditorName;
  /**
   * What turns the code into something the browser runs (`url` may be a docs route). `version` is the
   * exact version the v47 app loads; absent when the source pins a commit or states none.
   */
  compiler?: { name: string; url?: string; version?: string };
  /**
   * The formatter of the app's Format command, from the v47 source; null when the app cannot format the
   * language (processors have none of their own: the style editor's language decides).
   */
  formatter: FormatterData | null;
  /** Key in the configuration's `customSettings` that passes options to this language or processor. */
  customSettingsKey?: CustomSettingsKey;
  /** Starter template id: https://livecodes.io/?template=<id>. */
  starterTemplate?: TemplateName;
  /** The language's or tool's official site. */
  officialUrl?: string;
  /**
   * Names of the separate language the app defines for writing the same code in the markup editor
   * (`svelte-app` / `app.svelte`), compiled by the same compiler.
   */
  markupVariant?: Language[];
}

/** A language written in one of the editors. */
export interface EditorLanguageData extends BaseData {
  processor?: false;
  /** The SDK language name. */
  name: Language;
  /** Other names the SDK `Language` type accepts for it (some double as file extensions). */
  aliases: Language[];
}

/** A CSS processor, enabled from the style editor menu or the `processors` configuration property. */
export interface ProcessorData extends BaseData {
  processor: true;
  /** The SDK processor name. */
  name: Processor;
  aliases: Language[];
}

export type LanguageData = EditorLanguageData | ProcessorData;

/** A formatter as the info block shows it. */
export interface FormatterData {
  name: string;
  url?: string;
  /** The packages it loads that the source pins to a version, Prettier first. */
  packages: Array<{ name: string; version: string; source: string }>;
}

/** Fields read from the v47 source instead of written here. */
type FromSource = 'extensions' | 'editor' | 'customSettingsKey' | 'compiler' | 'formatter';
/** The name and link of a formatter; Prettier's are the default when the source formats with Prettier. */
interface FormatterEntry {
  name: string;
  url?: string;
}
interface CompilerEntry {
  name: string;
  url?: string;
  /** The package (as livecodes-v47.json names it) whose loaded version is the compiler's version. */
  package?: string;
  /** Stated by hand only where the language loads several versions of one package (checked by the tests). */
  version?: string;
}
type LanguageEntry =
  | (Omit<EditorLanguageData, FromSource> & { compiler?: CompilerEntry; formatter?: FormatterEntry })
  | (Omit<ProcessorData, FromSource> & { compiler?: CompilerEntry; formatter?: FormatterEntry });

type SourcePackage = { name: string; version: string | null; source: string };

interface SourceFacts {
  name: string;
  editor: EditorName;
  extensions?: string[];
  aliases?: string[];
  customSettingsKeys: string[];
  compiler: { packages: SourcePackage[]; runtime?: SourcePackage[] };
  formatter: { kind: string; packages: SourcePackage[] } | null;
}
const sourceFacts = new Map<string, SourceFacts>(
  [...facts.languages, ...facts.processors].map((f) => [f.name, f as SourceFacts]),
);

/** The customSettings key to show: the language's own name when its compiler reads it, else the first one it reads. */
function settingsKey(f: SourceFacts): CustomSettingsKey | undefined {
  const keys = f.customSettingsKeys;
  const isName = (k: string) => [...sourceFacts.values()].some((l) => l.name === k || l.aliases?.includes(k));
  return (keys.find((k) => k === f.name) ?? keys.find(isName) ?? keys[0]) as CustomSettingsKey | undefined;
}

/** An entry completed with the facts of the v47 source; throws when the source does not know the name or package. */
function withSource(entry: LanguageEntry): LanguageData {
  const f = sourceFacts.get(entry.name);
  if (!f) throw new Error(`content/data/languages.ts: '${entry.name}' is not a language or processor of LiveCodes ${facts.source.tag} (livecodes-${facts.source.tag}.json).`);
  let compiler: LanguageData['compiler'];
  if (entry.compiler) {
    const { package: pkg, version, ...shown } = entry.compiler;
    const versions = pkg ? [...f.compiler.packages, ...(f.compiler.runtime ?? [])].filter((p) => p.name === pkg) : [];
    if (pkg && versions.length === 0) throw new Error(`content/data/languages.ts: ${entry.slug} names package '${pkg}', which ${entry.name} does not load in ${facts.source.tag}.`);
    const loaded = [...new Set(versions.map((p) => p.version))];
    const exact = version ?? (loaded.length === 1 ? loaded[0] : undefined);
    compiler = { ...shown, ...(exact ? { version: exact } : {}) };
  }
  const key = settingsKey(f);
  return {
    ...entry,
    editor: f.editor,
    extensions: [...new Set(f.extensions ?? [])].map((e) => `.${e}`),
    ...(compiler ? { compiler } : {}),
    formatter: formatterOf(entry, f),
    ...(key ? { customSettingsKey: key } : {}),
  } as LanguageData;
}

/** The source decides whether there is a formatter and what it loads; the entry names a formatter that is not plain Prettier. */
function formatterOf(entry: LanguageEntry, f: SourceFacts): FormatterData | null {
  const where = `content/data/languages.ts: ${entry.slug}`;
  if (!f.formatter) {
    if (entry.formatter) throw new Error(`${where} names the formatter '${entry.formatter.name}', but LiveCodes ${facts.source.tag} cannot format ${entry.name}.`);
    return null;
  }
  const prettier = f.formatter.kind === 'prettier';
  if (!prettier && !entry.formatter) throw new Error(`${where}: ${entry.name} has a formatter of its own in ${facts.source.tag}; give its name (formatter: { name, url }).`);
  const packages = f.formatter.packages
    .filter((p): p is SourcePackage & { version: string } => p.version !== null)
    .sort((a, b) => Number(b.name === 'prettier') - Number(a.name === 'prettier'));
  return { ...(entry.formatter ?? { name: 'Prettier', url: 'https://prettier.io/' }), packages };
}

/** What the info block's "Code formatting" row says: the formatter and the versions it loads, or why there is none. */
export function formattingText(l: LanguageData): { name: string; url?: string; versions: string } | { none: string } {
  if (!l.formatter) {
    return { none: l.processor ? "None of its own: the style editor's language decides" : 'Not supported' };
  }
  const { name, url, packages } = l.formatter;
  const label = (p: FormatterData['packages'][number]) =>
    packages.length === 1 && p.name.toLowerCase() === name.toLowerCase() ? p.version : p.source === 'url' ? `version ${p.version}` : `${p.name} ${p.version}`;
  const list = packages.map(label).join(', ');
  return { name, url, versions: list === '' ? '' : /^\d/.test(list) ? ` ${list}` : ` (${list})` };
}

const entries: LanguageEntry[] = [
  {
    slug: 'art-template',
    title: 'art-template',
    name: 'art-template',
    aliases: ['art'],
    compiler: { name: 'art-template', url: 'https://www.npmjs.com/package/art-template', package: 'art-template' },
    officialUrl: 'https://aui.github.io/art-template/',
  },
  {
    slug: 'asciidoc',
    title: 'AsciiDoc',
    name: 'asciidoc',
    aliases: ['adoc', 'asc'],
    compiler: { name: 'Asciidoctor.js', url: 'https://docs.asciidoctor.org/asciidoctor.js/latest/', package: '@asciidoctor/core' },
    officialUrl: 'https://asciidoc.org',
  },
  {
    slug: 'assemblyscript',
    title: 'AssemblyScript',
    name: 'assemblyscript',
    aliases: ['as'],
    compiler: { name: 'AssemblyScript compiler', package: 'assemblyscript' },
    starterTemplate: 'assemblyscript',
    officialUrl: 'https://www.assemblyscript.org/',
  },
  {
    slug: 'astro',
    title: 'Astro',
    name: 'astro',
    aliases: [],
    compiler: { name: 'Astro compiler (@astrojs/compiler)', package: '@astrojs/compiler' },
    starterTemplate: 'astro',
    officialUrl: 'https://docs.astro.build',
  },
  {
    slug: 'autoprefixer',
    title: 'Autoprefixer',
    name: 'autoprefixer',
    aliases: [],
    processor: true,
    compiler: { name: 'Autoprefixer', url: 'https://github.com/postcss/autoprefixer', package: 'autoprefixer' },
    officialUrl: 'https://github.com/postcss/autoprefixer',
  },
  {
    slug: 'babel',
    title: 'Babel',
    name: 'babel',
    aliases: ['es'],
    compiler: { name: '@babel/standalone', url: 'https://babeljs.io/docs/babel-standalone', package: '@babel/standalone' },
    officialUrl: 'https://babeljs.io/',
  },
  {
    slug: 'bbcode',
    title: 'BBCode',
    name: 'bbcode',
    aliases: ['bb'],
    compiler: { name: 'BBob', url: 'https://github.com/JiLiZART/BBob', package: '@bbob/html' },
    officialUrl: 'https://www.bbcode.org/',
  },
  {
    slug: 'blockly',
    title: 'Blockly',
    name: 'blockly',
    aliases: ['blockly.xml', 'xml'],
    starterTemplate: 'blockly',
    officialUrl: 'https://developers.google.com/blockly',
  },
  {
    slug: 'civet',
    title: 'Civet',
    name: 'civet',
    aliases: [],
    compiler: { name: 'Civet compiler', package: '@danielx/civet' },
    starterTemplate: 'civet',
    officialUrl: 'https://civet.dev/',
  },
  {
    slug: 'clio',
    title: 'Clio',
    name: 'clio',
    aliases: [],
    compiler: { name: 'Clio compiler (@live-codes/clio-browser-compiler)', url: 'https://www.npmjs.com/package/@live-codes/clio-browser-compiler', package: '@live-codes/clio-browser-compiler' },
    starterTemplate: 'clio',
    officialUrl: 'https://clio-lang.org/',
  },
  {
    slug: 'clojurescript',
    title: 'ClojureScript',
    name: 'clojurescript',
    aliases: ['clojure', 'cljs', 'clj', 'cljc', 'edn'],
    compiler: { name: 'Cherry', url: 'https://github.com/squint-cljs/cherry', package: 'cherry-cljs' },
    formatter: { name: 'Parinfer', url: 'https://shaunlebron.github.io/parinfer/' },
    starterTemplate: 'clojurescript',
    officialUrl: 'https://clojurescript.org/',
  },
  {
    slug: 'coffeescript',
    title: 'CoffeeScript',
    name: 'coffeescript',
    aliases: ['coffee'],
    compiler: { name: 'CoffeeScript', url: 'https://www.npmjs.com/package/coffeescript', package: 'coffeescript' },
    starterTemplate: 'coffeescript',
    officialUrl: 'https://coffeescript.org/',
  },
  {
    slug: 'commonlisp',
    title: 'Common Lisp',
    name: 'commonlisp',
    aliases: ['common-lisp', 'lisp'],
    compiler: { name: 'JSCL', url: 'https://github.com/jscl-project/jscl', package: 'jscl-project/jscl-project.github.io' },
    formatter: { name: 'Parinfer', url: 'https://shaunlebron.github.io/parinfer/' },
    starterTemplate: 'commonlisp',
    officialUrl: 'https://common-lisp.net/',
  },
  {
    slug: 'cpp',
    title: 'C++',
    name: 'cpp',
    aliases: ['c', 'C', 'cp', 'cxx', 'c++', 'cppm', 'ixx', 'ii', 'hpp', 'h'],
    compiler: { name: 'JSCPP', url: 'https://github.com/felixhao28/JSCPP', package: 'jscpp' },
    starterTemplate: 'cpp',
    officialUrl: 'https://isocpp.org/',
  },
  {
    slug: 'cpp-wasm',
    title: 'C/C++ (Wasm)',
    name: 'cpp-wasm',
    aliases: ['cppwasm', 'cwasm', 'wasm.cpp', 'clang', 'clang.cpp'],
    compiler: { name: 'wasm-clang (Clang on WebAssembly)', url: 'https://github.com/binji/wasm-clang' },
    starterTemplate: 'cpp-wasm',
    officialUrl: 'https://clang.llvm.org/',
  },
  {
    slug: 'csharp-wasm',
    title: 'C# (Wasm)',
    name: 'csharp-wasm',
    aliases: ['cs', 'csharp', 'wasm.cs', 'cs-wasm'],
    compiler: { name: '@seth0x41/csharp-wasm (Blazor WebAssembly)', url: 'https://www.npmjs.com/package/@seth0x41/csharp-wasm', package: '@seth0x41/csharp-wasm' },
    formatter: { name: 'Prettier with its Java plugin', url: 'https://github.com/jhipster/prettier-java' },
    starterTemplate: 'csharp-wasm',
    officialUrl: 'https://learn.microsoft.com/en-us/dotnet/csharp/',
  },
  {
    slug: 'css',
    title: 'CSS',
    name: 'css',
    aliases: [],
    compiler: { name: 'None (added to the result page as written)' },
  },
  {
    slug: 'cssmodules',
    title: 'CSS Modules',
    name: 'cssmodules',
    aliases: [],
    processor: true,
    compiler: { name: 'postcss-modules', url: 'https://github.com/madyankin/postcss-modules', package: 'postcss-modules' },
    officialUrl: 'https://github.com/css-modules/css-modules',
  },
  {
    slug: 'cssnano',
    title: 'cssnano',
    name: 'cssnano',
    aliases: [],
    processor: true,
    compiler: { name: 'cssnano', url: 'https://cssnano.github.io/cssnano/', package: 'cssnano-preset-default' },
    officialUrl: 'https://cssnano.github.io/cssnano/',
  },
  {
    slug: 'diagrams',
    title: 'Diagrams',
    name: 'diagrams',
    aliases: ['diagram', 'graph', 'plt'],
    compiler: { name: 'LiveCodes diagrams compiler (one renderer per diagram library)' },
    starterTemplate: 'diagrams',
  },
  {
    slug: 'dot',
    title: 'doT',
    name: 'dot',
    aliases: [],
    compiler: { name: 'doT', url: 'https://www.npmjs.com/package/dot', package: 'dot' },
    officialUrl: 'https://olado.github.io/doT/',
  },
  {
    slug: 'ejs',
    title: 'EJS',
    name: 'ejs',
    aliases: [],
    compiler: { name: 'EJS', url: 'https://www.npmjs.com/package/ejs', package: 'ejs' },
    officialUrl: 'https://ejs.co/',
  },
  {
    slug: 'eta',
    title: 'Eta',
    name: 'eta',
    aliases: [],
    compiler: { name: 'Eta', url: 'https://www.npmjs.com/package/eta', package: 'eta' },
    officialUrl: 'https://eta.js.org/',
  },
  {
    slug: 'fennel',
    title: 'Fennel',
    name: 'fennel',
    aliases: ['fnl'],
    compiler: { name: 'Fennel', url: 'https://fennel-lang.org/', package: 'fennel' },
    formatter: { name: 'Parinfer', url: 'https://shaunlebron.github.io/parinfer/' },
    starterTemplate: 'fennel',
    officialUrl: 'https://fennel-lang.org/',
  },
  {
    slug: 'flow',
    title: 'Flow',
    name: 'flow',
    aliases: [],
    compiler: { name: 'flow-remove-types', package: 'flow-remove-types' },
    officialUrl: 'https://flow.org/',
  },
  {
    slug: 'gleam',
    title: 'Gleam',
    name: 'gleam',
    aliases: [],
    compiler: { name: 'Gleam compiler (WebAssembly build)', url: 'https://github.com/gleam-lang/gleam', package: 'live-codes/gleam-precompiled/compiler' },
    starterTemplate: 'gleam',
    officialUrl: 'https://gleam.run',
  },
  {
    slug: 'go',
    title: 'Go (Golang)',
    name: 'go',
    aliases: ['golang'],
    compiler: { name: 'GopherJS, packaged as @live-codes/go2js', url: 'https://www.npmjs.com/package/@live-codes/go2js', package: '@live-codes/go2js' },
    formatter: { name: '@live-codes/go2js', url: 'https://www.npmjs.com/package/@live-codes/go2js' },
    starterTemplate: 'go',
    officialUrl: 'https://go.dev/',
  },
  {
    slug: 'go-wasm',
    title: 'Go (Wasm)',
    name: 'go-wasm',
    aliases: ['wasm.go', 'gowasm'],
    compiler: { name: 'yaegi-wasm (Yaegi compiled to WebAssembly)', url: 'https://www.npmjs.com/package/yaegi-wasm', package: 'yaegi-wasm' },
    formatter: { name: '@live-codes/go2js', url: 'https://www.npmjs.com/package/@live-codes/go2js' },
    starterTemplate: 'go-wasm',
    officialUrl: 'https://go.dev/',
  },
  {
    slug: 'haml',
    title: 'Haml',
    name: 'haml',
    aliases: [],
    compiler: { name: 'clientside-haml-js', url: 'https://github.com/uglyog/clientside-haml-js', package: 'clientside-haml-js' },
    officialUrl: 'https://haml.info/',
  },
  {
    slug: 'handlebars',
    title: 'Handlebars',
    name: 'handlebars',
    aliases: ['hbs'],
    compiler: { name: 'Handlebars', url: 'https://www.npmjs.com/package/handlebars', package: 'handlebars' },
    officialUrl: 'https://handlebarsjs.com/',
  },
  {
    slug: 'html',
    title: 'HTML',
    name: 'html',
    aliases: ['htm'],
    compiler: { name: 'None' },
  },
  {
    slug: 'imba',
    title: 'Imba',
    name: 'imba',
    aliases: [],
    compiler: { name: 'Imba compiler', package: 'imba' },
    starterTemplate: 'imba',
    officialUrl: 'https://imba.io/',
  },
  {
    slug: 'java',
    title: 'Java',
    name: 'java',
    aliases: [],
    compiler: { name: 'DoppioJVM (@seth0x41/doppio)', url: 'https://www.npmjs.com/package/@seth0x41/doppio', package: '@seth0x41/doppio' },
    formatter: { name: 'Prettier with its Java plugin', url: 'https://github.com/jhipster/prettier-java' },
    starterTemplate: 'java',
    officialUrl: 'https://www.java.com/',
  },
  {
    slug: 'javascript',
    title: 'JavaScript',
    name: 'javascript',
    aliases: ['js'],
    compiler: { name: 'None (runs natively in the browser)' },
    starterTemplate: 'javascript',
  },
  {
    slug: 'jinja',
    title: 'Jinja',
    name: 'jinja',
    aliases: [],
    compiler: { name: '@huggingface/jinja', url: 'https://www.npmjs.com/package/@huggingface/jinja', package: '@huggingface/jinja' },
    formatter: { name: '@huggingface/jinja', url: 'https://www.npmjs.com/package/@huggingface/jinja' },
    officialUrl: 'https://jinja.palletsprojects.com/',
  },
  {
    slug: 'jsx',
    title: 'JSX',
    name: 'jsx',
    aliases: [],
    compiler: { name: 'TypeScript compiler', url: '/docs/languages/typescript', package: 'typescript' },
    officialUrl: 'https://react.dev/learn/writing-markup-with-jsx',
  },
  {
    slug: 'julia',
    title: 'Julia',
    name: 'julia',
    aliases: ['jl'],
    compiler: { name: 'julia-wasm (@chriskoch/julia-wasm)', url: 'https://www.npmjs.com/package/@chriskoch/julia-wasm', package: '@chriskoch/julia-wasm' },
    starterTemplate: 'julia',
    officialUrl: 'https://julialang.org/',
  },
  {
    slug: 'less',
    title: 'Less',
    name: 'less',
    aliases: [],
    compiler: { name: 'less.js', package: 'less' },
    officialUrl: 'https://lesscss.org/',
  },
  {
    slug: 'lightningcss',
    title: 'Lightning CSS',
    name: 'lightningcss',
    aliases: [],
    processor: true,
    compiler: { name: 'lightningcss-wasm', url: 'https://www.npmjs.com/package/lightningcss-wasm', package: 'lightningcss-wasm' },
    officialUrl: 'https://lightningcss.dev/',
  },
  {
    slug: 'liquid',
    title: 'Liquid',
    name: 'liquid',
    aliases: ['liquidjs'],
    compiler: { name: 'LiquidJS', url: 'https://www.npmjs.com/package/liquidjs', package: 'liquidjs' },
    officialUrl: 'https://liquidjs.com/',
  },
  {
    slug: 'livescript',
    title: 'LiveScript',
    name: 'livescript',
    aliases: ['ls'],
    compiler: { name: 'LiveScript compiler', package: 'livescript' },
    starterTemplate: 'livescript',
    officialUrl: 'https://livescript.net/',
  },
  {
    slug: 'lua',
    title: 'Lua',
    name: 'lua',
    aliases: [],
    compiler: { name: 'Fengari', url: 'https://fengari.io/', package: 'fengari-web' },
    formatter: { name: 'lua-fmt', url: 'https://github.com/trixnz/lua-fmt' },
    starterTemplate: 'lua',
    officialUrl: 'https://www.lua.org/',
  },
  {
    slug: 'lua-wasm',
    title: 'Lua (Wasm)',
    name: 'lua-wasm',
    aliases: ['luawasm', 'wasm.lua'],
    compiler: { name: 'Wasmoon', url: 'https://github.com/ceifa/wasmoon', package: 'wasmoon' },
    formatter: { name: 'lua-fmt', url: 'https://github.com/trixnz/lua-fmt' },
    starterTemplate: 'lua-wasm',
    officialUrl: 'https://www.lua.org/',
  },
  {
    slug: 'malina',
    title: 'Malina.js',
    name: 'malina',
    aliases: ['xht'],
    compiler: { name: 'Malina.js compiler', package: 'malinajs' },
    starterTemplate: 'malina',
    officialUrl: 'https://github.com/malinajs/malinajs',
  },
  {
    slug: 'markdown',
    title: 'Markdown',
    name: 'markdown',
    aliases: ['md', 'mdown', 'mkdn'],
    compiler: { name: 'Marked', url: 'https://marked.js.org/', package: 'marked' },
    starterTemplate: 'markdown',
    officialUrl: 'https://daringfireball.net/projects/markdown/',
  },
  {
    slug: 'mdx',
    title: 'MDX',
    name: 'mdx',
    aliases: [],
    compiler: { name: 'MDX', url: 'https://mdxjs.com/', package: '@mdx-js/mdx' },
    starterTemplate: 'mdx',
    officialUrl: 'https://mdxjs.com/',
  },
  {
    slug: 'mjml',
    title: 'MJML',
    name: 'mjml',
    aliases: [],
    compiler: { name: 'mjml-browser', url: 'https://www.npmjs.com/package/mjml-browser', package: 'mjml-browser' },
    officialUrl: 'https://mjml.io/',
  },
  {
    slug: 'mustache',
    title: 'Mustache',
    name: 'mustache',
    aliases: [],
    compiler: { name: 'mustache.js', url: 'https://github.com/janl/mustache.js/', package: 'mustache' },
    officialUrl: 'https://mustache.github.io/',
  },
  {
    slug: 'nunjucks',
    title: 'Nunjucks',
    name: 'nunjucks',
    aliases: ['njk'],
    compiler: { name: 'Nunjucks', url: 'https://www.npmjs.com/package/nunjucks', package: 'nunjucks' },
    officialUrl: 'https://mozilla.github.io/nunjucks/',
  },
  {
    slug: 'ocaml',
    title: 'OCaml',
    name: 'ocaml',
    aliases: ['ml', 'mli'],
    compiler: { name: 'ReScript compiler', url: 'https://rescript-lang.org/', version: '11.1.2' },
    starterTemplate: 'ocaml',
    officialUrl: 'https://ocaml.org/',
  },
  {
    slug: 'perl',
    title: 'Perl',
    name: 'perl',
    aliases: ['pl', 'pm'],
    compiler: { name: 'Perlito5', url: 'https://github.com/fglock/Perlito/blob/master/README-perlito5.md', package: 'perlito' },
    starterTemplate: 'perl',
    officialUrl: 'https://www.perl.org/',
  },
  {
    slug: 'php',
    title: 'PHP',
    name: 'php',
    aliases: [],
    compiler: { name: 'Uniter', url: 'https://phptojs.com/', package: 'uniter' },
    formatter: { name: 'Prettier with its PHP plugin', url: 'https://github.com/prettier/plugin-php' },
    starterTemplate: 'php',
    officialUrl: 'https://php.net/',
  },
  {
    slug: 'php-wasm',
    title: 'PHP (Wasm)',
    name: 'php-wasm',
    aliases: ['phpwasm', 'wasm.php'],
    compiler: { name: 'php-wasm', url: 'https://github.com/seanmorris/php-wasm', package: 'php-wasm' },
    formatter: { name: 'Prettier with its PHP plugin', url: 'https://github.com/prettier/plugin-php' },
    starterTemplate: 'php-wasm',
    officialUrl: 'https://php.net/',
  },
  {
    slug: 'postcss',
    title: 'PostCSS',
    name: 'postcss',
    aliases: [],
    processor: true,
    compiler: { name: 'PostCSS', url: 'https://postcss.org/', package: 'postcss' },
    officialUrl: 'https://postcss.org/',
  },
  {
    slug: 'postcssImportUrl',
    title: 'Import URL',
    name: 'postcssImportUrl',
    aliases: [],
    processor: true,
    compiler: { name: '@live-codes/postcss-import-url', package: '@live-codes/postcss-import-url' },
    officialUrl: 'https://github.com/unlight/postcss-import-url',
  },
  {
    slug: 'postcssPresetEnv',
    title: 'Preset Env',
    name: 'postcssPresetEnv',
    aliases: [],
    processor: true,
    compiler: { name: 'postcss-preset-env', url: 'https://preset-env.cssdb.org/', package: 'postcss-preset-env' },
    officialUrl: 'https://preset-env.cssdb.org/',
  },
  {
    slug: 'postgresql',
    title: 'PostgreSQL',
    name: 'postgresql',
    aliases: ['pg.sql', 'pgsql', 'pgsql.sql', 'pg', 'pglite', 'pglite.sql', 'postgres', 'postgre.sql', 'postgresql.sql'],
    compiler: { name: 'PGlite', url: 'https://github.com/electric-sql/pglite', package: '@electric-sql/pglite' },
    formatter: { name: 'sql-formatter', url: 'https://github.com/sql-formatter-org/sql-formatter' },
    starterTemplate: 'postgresql',
    officialUrl: 'https://www.postgresql.org/',
  },
  {
    slug: 'prolog',
    title: 'Prolog',
    name: 'prolog',
    aliases: ['prolog.pl'],
    compiler: { name: 'Tau Prolog', url: 'http://tau-prolog.org/', package: 'tau-prolog' },
    starterTemplate: 'prolog',
  },
  {
    slug: 'pug',
    title: 'Pug',
    name: 'pug',
    aliases: ['jade'],
    compiler: { name: 'Pug', url: 'https://www.npmjs.com/package/pug', package: 'pug' },
    formatter: { name: 'Prettier with its Pug plugin', url: 'https://github.com/prettier/plugin-pug' },
    officialUrl: 'https://pugjs.org/',
  },
  {
    slug: 'purgecss',
    title: 'PurgeCSS',
    name: 'purgecss',
    aliases: [],
    processor: true,
    compiler: { name: 'PurgeCSS PostCSS plugin (@fullhuman/postcss-purgecss)', package: '@fullhuman/postcss-purgecss' },
  },
  {
    slug: 'python',
    title: 'Python',
    name: 'python',
    aliases: ['py'],
    compiler: { name: 'Brython', url: 'https://brython.info/', package: 'brython' },
    starterTemplate: 'python',
    officialUrl: 'https://www.python.org/',
  },
  {
    slug: 'python-wasm',
    title: 'Python (Wasm)',
    name: 'python-wasm',
    aliases: ['pyodide', 'py-wasm', 'pythonwasm', 'pywasm', 'py3', 'wasm.py'],
    compiler: { name: 'Pyodide', url: 'https://pyodide.org', package: 'pyodide' },
    starterTemplate: 'python-wasm',
    officialUrl: 'https://www.python.org/',
  },
  {
    slug: 'r',
    title: 'R',
    name: 'r',
    aliases: ['rlang', 'rstats', 'r-wasm'],
    compiler: { name: 'WebR', url: 'https://docs.r-wasm.org/webr/latest/', package: 'webr' },
    starterTemplate: 'r',
    officialUrl: 'https://www.r-project.org/',
  },
  {
    slug: 'react',
    title: 'React',
    name: 'react',
    aliases: ['react-jsx', 'react.jsx'],
    compiler: { name: 'React Compiler (babel-plugin-react-compiler)', url: 'https://react.dev/learn/react-compiler', package: 'babel-plugin-react-compiler' },
    starterTemplate: 'react',
    officialUrl: 'https://react.dev/',
  },
  {
    slug: 'react-native',
    title: 'React Native',
    name: 'react-native',
    aliases: ['react-native.jsx'],
    compiler: { name: 'React Native for Web, with the TypeScript compiler', url: 'https://necolas.github.io/react-native-web/', package: 'react-native-web' },
    starterTemplate: 'react-native',
    officialUrl: 'https://reactnative.dev/',
  },
  {
    slug: 'react-native-tsx',
    title: 'React Native (TSX)',
    name: 'react-native-tsx',
    aliases: ['react-native.tsx'],
    compiler: { name: 'React Native for Web, with the TypeScript compiler', url: 'https://necolas.github.io/react-native-web/', package: 'react-native-web' },
    starterTemplate: 'react-native',
    officialUrl: 'https://reactnative.dev/',
  },
  {
    slug: 'react-tsx',
    title: 'React (TSX)',
    name: 'react-tsx',
    aliases: ['react.tsx'],
    compiler: { name: 'React Compiler (babel-plugin-react-compiler)', url: 'https://react.dev/learn/react-compiler', package: 'babel-plugin-react-compiler' },
    officialUrl: 'https://react.dev/',
  },
  {
    slug: 'reason',
    title: 'Reason',
    name: 'reason',
    aliases: ['re', 'rei'],
    compiler: { name: 'ReScript compiler', url: 'https://rescript-lang.org/', version: '9.1.2' },
    formatter: { name: 'ReScript formatter' },
    starterTemplate: 'reason',
    officialUrl: 'https://reasonml.github.io/',
  },
  {
    slug: 'rescript',
    title: 'ReScript',
    name: 'rescript',
    aliases: ['res', 'resi'],
    compiler: { name: 'ReScript compiler', url: 'https://rescript-lang.org/', version: '11.1.2' },
    formatter: { name: 'ReScript formatter' },
    starterTemplate: 'rescript',
    officialUrl: 'https://rescript-lang.org/',
  },
  {
    slug: 'richtext',
    title: 'Rich Text Editor',
    name: 'richtext',
    aliases: ['rte', 'rich', 'rte.html'],
  },
  {
    slug: 'riot',
    title: 'Riot.js',
    name: 'riot',
    aliases: ['riotjs'],
    compiler: { name: 'Riot.js compiler', package: 'riot' },
    starterTemplate: 'riot',
    officialUrl: 'https://riot.js.org/',
  },
  {
    slug: 'ruby',
    title: 'Ruby',
    name: 'ruby',
    aliases: ['rb'],
    compiler: { name: 'Opal', url: 'https://opalrb.com/', package: 'opal' },
    starterTemplate: 'ruby',
    officialUrl: 'https://ruby-lang.org/',
  },
  {
    slug: 'ruby-wasm',
    title: 'Ruby (Wasm)',
    name: 'ruby-wasm',
    aliases: ['rubywasm', 'wasm.rb'],
    compiler: { name: 'ruby.wasm', url: 'https://github.com/ruby/ruby.wasm', package: '@ruby/wasm-wasi' },
    starterTemplate: 'ruby-wasm',
    officialUrl: 'https://ruby-lang.org/',
  },
  {
    slug: 'sass',
    title: 'Sass',
    name: 'sass',
    aliases: [],
    compiler: { name: 'Dart Sass', url: 'https://sass-lang.com/dart-sass/', package: 'sass' },
    officialUrl: 'https://sass-lang.com/',
  },
  {
    slug: 'scheme',
    title: 'Scheme',
    name: 'scheme',
    aliases: ['scm'],
    compiler: { name: 'BiwaScheme', url: 'https://www.biwascheme.org/', package: 'biwascheme' },
    formatter: { name: 'Parinfer', url: 'https://shaunlebron.github.io/parinfer/' },
    starterTemplate: 'scheme',
    officialUrl: 'https://www.scheme.org/',
  },
  {
    slug: 'scss',
    title: 'SCSS',
    name: 'scss',
    aliases: [],
    compiler: { name: 'Dart Sass', url: 'https://sass-lang.com/dart-sass/', package: 'sass' },
    officialUrl: 'https://sass-lang.com/',
  },
  {
    slug: 'solid',
    title: 'Solid',
    name: 'solid',
    aliases: ['solid.jsx'],
    compiler: { name: 'Solid JSX compiler (babel-preset-solid)', url: 'https://github.com/ryansolid/dom-expressions/tree/main/packages/babel-plugin-jsx-dom-expressions', package: 'babel-preset-solid' },
    starterTemplate: 'solid',
    officialUrl: 'https://www.solidjs.com/',
  },
  {
    slug: 'solid.tsx',
    title: 'Solid (TS)',
    name: 'solid.tsx',
    aliases: [],
    compiler: { name: 'Solid JSX compiler (babel-preset-solid)', url: 'https://github.com/ryansolid/dom-expressions/tree/main/packages/babel-plugin-jsx-dom-expressions', package: 'babel-preset-solid' },
    starterTemplate: 'solid',
    officialUrl: 'https://www.solidjs.com/',
  },
  {
    slug: 'sql',
    title: 'SQL (SQLite)',
    name: 'sql',
    aliases: ['sqlite', 'sqlite3'],
    compiler: { name: 'SQL.js', url: 'https://sql.js.org/', package: 'sql.js' },
    formatter: { name: 'sql-formatter', url: 'https://github.com/sql-formatter-org/sql-formatter' },
    starterTemplate: 'sql',
    officialUrl: 'https://www.sqlite.org/',
  },
  {
    slug: 'stencil',
    title: 'Stencil',
    name: 'stencil',
    aliases: ['stencil.tsx'],
    compiler: { name: 'Stencil compiler', package: '@stencil/core' },
    starterTemplate: 'stencil',
    officialUrl: 'https://stenciljs.com/',
  },
  {
    slug: 'stylis',
    title: 'Stylis',
    name: 'stylis',
    aliases: [],
    compiler: { name: 'Stylis', url: 'https://stylis.js.org/', package: 'stylis' },
    officialUrl: 'https://stylis.js.org/',
  },
  {
    slug: 'stylus',
    title: 'Stylus',
    name: 'stylus',
    aliases: ['styl'],
    compiler: { name: 'Stylus', package: 'stylus' },
    officialUrl: 'https://stylus-lang.com/',
  },
  {
    slug: 'sucrase',
    title: 'Sucrase',
    name: 'sucrase',
    aliases: [],
    compiler: { name: 'Sucrase', url: 'https://github.com/alangpierce/sucrase', package: 'sucrase' },
    officialUrl: 'https://sucrase.io/',
  },
  {
    slug: 'svelte',
    title: 'Svelte',
    name: 'svelte',
    aliases: [],
    markupVariant: ['svelte-app', 'app.svelte'],
    compiler: { name: 'Svelte compiler', url: 'https://svelte.dev/docs/svelte/svelte-compiler', package: 'svelte' },
    starterTemplate: 'svelte',
    officialUrl: 'https://svelte.dev/',
  },
  {
    slug: 'tailwindcss',
    title: 'Tailwind CSS',
    name: 'tailwindcss',
    aliases: [],
    processor: true,
    compiler: { name: 'Tailwind CSS', url: 'https://tailwindcss.com/', package: 'tailwindcss', version: '4.1.3' },
    starterTemplate: 'tailwindcss',
    officialUrl: 'https://tailwindcss.com/',
  },
  {
    slug: 'tcl',
    title: 'Tcl',
    name: 'tcl',
    aliases: [],
    compiler: { name: 'wacl', url: 'https://github.com/ecky-l/wacl/' },
    starterTemplate: 'tcl',
    officialUrl: 'https://www.tcl.tk/',
  },
  {
    slug: 'teal',
    title: 'Teal',
    name: 'teal',
    aliases: ['tl'],
    compiler: { name: 'Teal', url: 'https://github.com/teal-language/tl', package: 'teal-language/tl' },
    formatter: { name: 'lua-fmt', url: 'https://github.com/trixnz/lua-fmt' },
    starterTemplate: 'teal',
    officialUrl: 'https://github.com/teal-language/tl',
  },
  {
    slug: 'tokencss',
    title: 'Token CSS',
    name: 'tokencss',
    aliases: [],
    processor: true,
    compiler: { name: 'Token CSS PostCSS plugin (@tokencss/postcss)', package: '@tokencss/postcss' },
  },
  {
    slug: 'tsx',
    title: 'TSX',
    name: 'tsx',
    aliases: [],
    compiler: { name: 'TypeScript compiler', url: '/docs/languages/typescript', package: 'typescript' },
    officialUrl: 'https://www.typescriptlang.org/',
  },
  {
    slug: 'twig',
    title: 'Twig',
    name: 'twig',
    aliases: [],
    compiler: { name: 'Twig.js', url: 'https://www.npmjs.com/package/twig', package: 'twig' },
    officialUrl: 'https://twig.symfony.com/',
  },
  {
    slug: 'typescript',
    title: 'TypeScript',
    name: 'typescript',
    aliases: ['ts'],
    compiler: { name: 'TypeScript compiler', package: 'typescript' },
    starterTemplate: 'typescript',
    officialUrl: 'https://www.typescriptlang.org/',
  },
  {
    slug: 'unocss',
    title: 'UnoCSS',
    name: 'unocss',
    aliases: [],
    processor: true,
    compiler: { name: 'UnoCSS (@unocss/core)', url: 'https://uno.antfu.me/', package: '@unocss/core' },
    officialUrl: 'https://uno.antfu.me/',
  },
  {
    slug: 'vento',
    title: 'Vento',
    name: 'vento',
    aliases: ['vto'],
    compiler: { name: 'Vento', url: 'https://vento.js.org/', package: 'ventojs' },
    officialUrl: 'https://vento.js.org/',
  },
  {
    slug: 'vue',
    title: 'Vue SFC',
    name: 'vue',
    aliases: ['vue3'],
    markupVariant: ['vue-app', 'app.vue'],
    compiler: { name: '@vue/compiler-sfc', url: 'https://github.com/vuejs/core/tree/main/packages/compiler-sfc', package: '@vue/compiler-sfc' },
    starterTemplate: 'vue',
    officialUrl: 'https://vuejs.org/',
  },
  {
    slug: 'vue2',
    title: 'Vue 2 SFC',
    name: 'vue2',
    aliases: [],
    compiler: { name: 'vue3-sfc-loader', url: 'https://github.com/FranckFreiburger/vue3-sfc-loader', package: 'vue3-sfc-loader' },
    starterTemplate: 'vue2',
    officialUrl: 'https://v2.vuejs.org/',
  },
  {
    slug: 'wat',
    title: 'WebAssembly Text',
    name: 'wat',
    aliases: ['wast', 'webassembly', 'wasm'],
    compiler: { name: 'wabt.js', url: 'https://github.com/AssemblyScript/wabt.js', package: 'wabt' },
    formatter: { name: 'wast-refmt' },
    starterTemplate: 'wat',
    officialUrl: 'https://webassembly.org/',
  },
  {
    slug: 'windicss',
    title: 'Windi CSS',
    name: 'windicss',
    aliases: [],
    processor: true,
    compiler: { name: 'Windi CSS', url: 'https://windicss.org/', package: 'windicss' },
    officialUrl: 'https://windicss.org/',
  },
];

export const languages: LanguageData[] = entries.map(withSource);

const bySlug = new Map(languages.map((language) => [language.slug, language]));

/** The data for one page; throws on an unknown slug so that a typo fails the build. */
export function getLanguage(slug: string): LanguageData {
  const language = bySlug.get(slug);
  if (!language) throw new Error(`Unknown language slug "${slug}" (content/data/languages.ts)`);
  return language;
}
