/** 'Open in LiveCodes' URLs, made at build time with the SDK's own getPlaygroundUrl. */
import { getPlaygroundUrl, type EmbedOptions } from 'livecodes';
import { languages, type LanguageData } from '../../content/data/languages.ts';

type Options = Pick<EmbedOptions, 'config' | 'params' | 'template' | 'import'>;

/** The URL of the app at `appUrl` (the site's playground URL) opened with these options. */
export function playgroundUrl(appUrl: string, { config, params, template, import: importFrom }: Options): string {
  return getPlaygroundUrl({ appUrl, config, params, template, import: importFrom });
}

/** Fence names that are not LiveCodes language names but mean one. */
const FENCE_ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', py: 'python', md: 'markdown', rb: 'ruby' };

const byName = new Map<string, LanguageData>();
for (const l of languages) {
  if (l.processor) continue;
  for (const name of [l.name, ...l.aliases, ...l.extensions.map((e) => e.replace(/^\./, ''))]) if (!byName.has(name)) byName.set(name, l);
}

/** Code that sets up an embed on a host page is not playground code. */
const HOST_PAGE_CODE = /from\s+['"]livecodes(\/[a-z]+)?['"]|cdn\.jsdelivr\.net\/npm\/livecodes|createPlayground\(|require\(['"]livecodes/;

/**
 * A React app that renders the SDK's component is playground code all the same: JSX and TSX in the
 * script editor render a default-exported component, and `livecodes/react` loads from npm like any
 * package (as the React SDK page's demo does). Type-only imports are gone once the code compiles.
 */
const REACT_COMPONENT_IMPORT = /^import\s[^;]*from\s+['"]livecodes\/react['"];?$/gm;
const TYPE_IMPORT = /^import\s+type\s[^;]*;?$/gm;
const isHostPageCode = (code: string, language: LanguageData) =>
  HOST_PAGE_CODE.test(['jsx', 'tsx'].includes(language.name) && /^export default /m.test(code) ? code.replace(REACT_COMPONENT_IMPORT, '').replace(TYPE_IMPORT, '') : code);

/** A declaration file (a `.d.ts` title, or nothing but `///` directives) runs nowhere. */
const isDeclarationFile = (code: string, meta: string) => /\btitle="[^"]*\.d\.ts"/.test(meta) || /^(\s*\/\/\/[^\n]*)+\s*$/.test(code);

/**
 * URL that opens a code block in the playground, or null when the block is not runnable there
 * (unknown language, shell/config snippets, SDK host-page code, declaration files, or `norun` in the
 * fence meta).
 * `livecodes=<language>` in the meta picks the language; on a language's own page, code for the
 * same editor opens in that language (```python on the Python (Wasm) page runs with Pyodide).
 */
export function codeBlockUrl(appUrl: string, fenceLanguage: string, code: string, meta: string, pageLanguage?: LanguageData): string | null {
  if (/\bnorun\b/.test(meta) || isDeclarationFile(code, meta)) return null;
  const explicit = /\blivecodes=([\w.+-]+)/.exec(meta)?.[1];
  const fence = byName.get(explicit ?? FENCE_ALIASES[fenceLanguage] ?? fenceLanguage);
  const language = !explicit && fence && pageLanguage && !pageLanguage.processor && fence.editor === pageLanguage.editor ? pageLanguage : fence;
  if (!language || isHostPageCode(code, language) || !code.trim()) return null;
  const editor = language.editor;
  return playgroundUrl(appUrl, { config: { activeEditor: editor, [editor]: { language: language.name, content: code } } });
}
