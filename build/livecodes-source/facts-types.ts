/**
 * Shape of content/data/livecodes-v47.json: facts read from a LiveCodes checkout by `npm run sync:livecodes`.
 * Pages never read this file directly: content/data/languages.ts and query-params.ts do, and the tests in
 * test/build/livecodes-facts.test.ts hold them to it.
 */

/** A package (or vendored source) the app loads from a CDN. */
export interface PackageRef {
  /** npm name, GitHub `owner/repo`, or host and path for other URLs. */
  name: string;
  /** The exact version the app loads; null when the source pins a commit or states none. */
  version: string | null;
  /** 'browser-compilers': a file of the `@live-codes/browser-compilers` bundle (version from its package.json). */
  source: 'npm' | 'browser-compilers' | 'github' | 'url';
  /** The bundle a browser-compilers file comes from, e.g. '@live-codes/browser-compilers@0.22.3'. */
  bundle?: string;
  /** The git ref of a GitHub source (tag or commit). */
  ref?: string;
  /** The URL as the source builds it (package specifier form for CDN URLs). */
  url: string;
}

export interface FormatterFacts {
  /** 'prettier': Prettier with `parser`; 'custom': a formatter of the language's own. */
  kind: 'prettier' | 'custom';
  parser?: string;
  packages: PackageRef[];
}

export interface LanguageFacts {
  name: string;
  title: string;
  longTitle?: string;
  /** File extensions without the dot, in the source's order (the first one names new files). */
  extensions: string[];
  /**
   * Every other name the app accepts for the language (`getLanguageByAlias`): the extensions and
   * the lower-cased title, minus the name itself.
   */
  aliases: string[];
  editor: 'markup' | 'style' | 'script';
  /** The editor's syntax mode, when it differs from the name. */
  editorLanguage?: string;
  /** The language whose compiler this one uses (`compiler: '<name>'` in the source). */
  compilerOf?: string;
  /** Languages whose compilers this compiler loads first (`dependencies`); their packages are listed in `compiler.packages`. */
  compilerDependencies?: string[];
  /**
   * What the compiler loads when it compiles this language: the compiler itself, and runtime modules it
   * maps imports to. Branches on `language === '…'` for other languages are left out.
   */
  compiler: { packages: PackageRef[]; runtime: PackageRef[] };
  /** What the language's own editor loads (Blockly, the rich text editor), when it has one instead of the code editor. */
  customEditor?: { packages: PackageRef[] };
  /** The formatter the app's Format command uses for this language; null: the app cannot format it. */
  formatter: FormatterFacts | null;
  /** Keys of `customSettings` the compiler reads. */
  customSettingsKeys: string[];
  /** Starter templates whose editor of this language's kind starts in this language. */
  starterTemplates: string[];
  /** Source files the facts were read from. */
  files: string[];
}

export interface ProcessorFacts {
  name: string;
  title: string;
  longTitle?: string;
  editor: 'markup' | 'style' | 'script';
  isPostcssPlugin: boolean;
  compiler: { packages: PackageRef[] };
  /** Always null in v47: a processor has no formatter; the style editor's language decides. */
  formatter: FormatterFacts | null;
  customSettingsKeys: string[];
  starterTemplates: string[];
  files: string[];
}

export interface TemplateFacts {
  name: string;
  aliases: string[];
  title: string;
  markup?: string;
  style?: string;
  script?: string;
  processors: string[];
}

export interface QueryParamFacts {
  /** The name, or a pattern: `<language>` (any language name, alias or extension), `<language>-selector`, `markup.<property>`. */
  name: string;
  /** The type the SDK gives it (`UrlQueryParams` in src/sdk/models.ts), as TypeScript prints it. */
  sdkType?: string;
  /** Files of the app that read it. */
  readIn: string[];
}

export interface LiveCodesFacts {
  source: {
    /** Release tag, from the newest CHANGELOG.md entry, e.g. 'v47'. */
    tag: string;
    /** `appVersion` of package.json. */
    appVersion: string;
    /** Version of the SDK package (src/sdk/package.sdk.json). */
    sdkVersion: string;
    /** The `@live-codes/browser-compilers` version vendors.ts pins. */
    browserCompilers: string;
  };
  languages: LanguageFacts[];
  processors: ProcessorFacts[];
  templates: TemplateFacts[];
  /** Every package URL named in src/livecodes/vendors.ts (editors, tools and compilers alike). */
  vendors: PackageRef[];
  queryParams: {
    /** How `getParams` turns text values into booleans: text → value. Other text stays text. */
    booleanValues: Record<string, boolean>;
    /** Config properties the app validates as booleans (a text value is dropped, the default stays). */
    booleanConfigProperties: string[];
    params: QueryParamFacts[];
  };
  limits: {
    /** Largest file the Add Asset screen takes, on both tabs (src/livecodes/UI/assets.ts). */
    assetFileBytes: number;
    /** Largest backup zip the Restore tab takes (src/livecodes/UI/backup.ts). */
    backupFileBytes: number;
  };
  /** Links into the docs that the app's screens and the SDK's doc comments give, with the files that give each. */
  docsLinks: { link: string; from: string[] }[];
}
