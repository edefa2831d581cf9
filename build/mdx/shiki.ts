/**
 * The site's code highlighting: one shiki highlighter, its theme and options, applied to `<pre>`
 * elements by shiki's own rehype plugin.
 */
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Element, Root } from 'hast';
import { bundledLanguages, createCssVariablesTheme, createHighlighter, type Highlighter, type LanguageRegistration } from 'shiki';
import { codeMetaTransformer } from './code-meta.ts';

/** Languages always loaded with the pages' own (see loadLanguages); others load on first use, and unknown ones render as plain text. */
const COMMON_LANGS = ['html', 'css', 'js', 'ts', 'jsx', 'tsx', 'json', 'bash', 'shell', 'md', 'mdx', 'yaml', 'vue', 'svelte', 'python'];

/**
 * One theme whose colours are CSS variables: tokens are computed once, and src/styles/main.css
 * gives the variables light and dark values, so switching colour mode needs no re-render.
 */
const cssVariablesTheme = createCssVariablesTheme({ name: 'docs', variablePrefix: '--code-', fontStyle: true });

export async function createDocsHighlighter(): Promise<Highlighter> {
  return createHighlighter({ themes: [cssVariablesTheme], langs: [] });
}

/**
 * Loads the common languages and `langs` (ids or aliases; unknown ones are skipped), each after
 * the ones it embeds or is injected with. Shiki rebuilds a loaded grammar whenever a language it
 * embeds, or one injected into it, arrives later: in any other order Markdown, MDX, Vue and
 * Svelte would be rebuilt once for nearly every language.
 * The highlighted output is the same, but for one known case: whether Vue's attribute injection
 * reaches JSX inside a Markdown block depends on the order and on which other languages are
 * loaded (on this site, one example on the markdown-to-livecodes page).
 */
export async function loadLanguages(highlighter: Highlighter, langs: string[]): Promise<void> {
  const modules = new Map<string, LanguageRegistration[]>();
  await Promise.all(
    [...new Set([...COMMON_LANGS, ...langs])].map(async (lang) => {
      const load = bundledLanguages[lang as keyof typeof bundledLanguages];
      if (load) modules.set(lang, (await load()).default as LanguageRegistration[]);
    }),
  );
  const grammars = new Map([...modules.values()].flat().map((lang) => [lang.name, lang]));
  // Loaded by an earlier call: loading a grammar again would rebuild it and the grammars that embed it.
  const done = new Set(highlighter.getLoadedLanguages());
  const dependencies = (lang: LanguageRegistration) => [
    ...(lang.embeddedLangs ?? []),
    ...(lang.embeddedLangsLazy ?? []),
    ...[...grammars.values()].filter((g) => g.injectTo?.some((scope) => lang.scopeName === scope || lang.scopeName.startsWith(`${scope}.`))).map((g) => g.name),
  ];
  const visiting = new Set<string>();
  const visit = (lang: LanguageRegistration) => {
    if (done.has(lang.name) || visiting.has(lang.name)) return; // a cycle: that grammar is rebuilt once
    visiting.add(lang.name);
    for (const name of dependencies(lang)) {
      const dependency = grammars.get(name);
      if (dependency) visit(dependency);
    }
    visiting.delete(lang.name);
    // A language that always embeds one still being visited (Ruby embeds Haml, which embeds Ruby
    // lazily) waits: its own turn in the loop below comes after that one has loaded.
    if ((lang.embeddedLangs ?? []).some((name) => grammars.has(name) && !done.has(name))) return;
    done.add(lang.name);
    highlighter.loadLanguageSync(lang);
  };
  for (const lang of grammars.values()) visit(lang);
}

/**
 * Highlights each `<pre><code class="language-…">` as shiki's rehype plugin does in a page's tree:
 * each result is what the plugin puts in the element's place (a fragment with the highlighted
 * `<pre>`), or the element unchanged when it holds no code.
 */
export async function highlightPres(highlighter: Highlighter, pres: Element[]): Promise<(Element | Root)[]> {
  const tree: Root = { type: 'root', children: pres };
  const transform = rehypeShikiFromHighlighter(highlighter, {
    theme: 'docs',
    lazy: true,
    fallbackLanguage: 'text',
    transformers: [codeMetaTransformer],
    // Shiki stops tokenizing a line after 500 ms by default and leaves the rest plain: on a busy
    // machine a grammar's first line (its patterns compiled then) can take that long, so the output
    // would depend on the machine's load. No limit: every build highlights the same.
    tokenizeTimeLimit: 0,
  });
  await (transform as (tree: Root) => Promise<void> | void)(tree);
  return tree.children as (Element | Root)[];
}
