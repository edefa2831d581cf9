/**
 * Code highlighting on a second thread. Shiki's first use of each grammar (compiling its regular
 * expressions) is most of a clean build's MDX time; on its own thread it runs while this thread
 * parses and compiles the other pages, instead of after them.
 */
import type { Element } from 'hast';
import { startService } from '../thread.ts';
import type { CodeBlockData } from './code-block-data.ts';

/** What `prime` sends the thread (it gets no reply). */
export type PrimeMessage = { langs: string[]; pres: Element[] };

export interface HighlightService {
  /** Each `<pre>` highlighted (build/mdx/rehype-code-blocks.ts puts it in the page), or null when it holds no `<code>`. */
  highlight(pres: Element[]): Promise<(CodeBlockData | null)[]>;
  /**
   * Loads these languages, then highlights these blocks ahead of time, while the thread would
   * otherwise wait (see sourceCodeBlocks). Call it once, with every language the pages use: all of
   * them are loaded before the first block is highlighted.
   */
  prime(langs: string[], pres: Element[]): void;
  /** Whether the thread keeps the process alive: during a build, not while watch mode waits for edits. */
  hold(busy: boolean): void;
  dispose(): Promise<void>;
}

export function startHighlightThread(): HighlightService {
  const thread = startService<Element[], (CodeBlockData | null)[], PrimeMessage>(new URL('./highlight-thread.ts', import.meta.url), 'highlighting');
  return {
    highlight: (pres) => thread.call(pres),
    prime: (langs, pres) => thread.post({ langs, pres }),
    hold: (busy) => thread.hold(busy),
    dispose: () => thread.dispose(),
  };
}

/** The language a `<pre><code class="language-…">` asks for ('' when none). */
export function languageOf(pre: Element): string {
  const code = pre.children[0];
  const className = code?.type === 'element' ? code.properties.className : undefined;
  const lang = Array.isArray(className) ? className.find((c) => String(c).startsWith('language-')) : undefined;
  return lang === undefined ? '' : String(lang).slice('language-'.length);
}

/**
 * The fenced code blocks of an MDX source, as the `<pre>` elements the MDX pipeline will make of
 * them, found by a line scan instead of a full parse (it runs before TypeDoc, while the highlight
 * thread would otherwise be idle). A block the scan reads differently is merely highlighted twice.
 */
export function sourceCodeBlocks(mdx: string): Element[] {
  const pres: Element[] = [];
  const lines = mdx.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})([^\s`]*)\s*(.*?)\s*$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j++;
    }
    i = j;
    if (!lang) continue;
    const code = body.join('\n');
    pres.push({
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${lang}`] }, data: { meta }, children: code ? [{ type: 'text', value: `${code}\n` }] : [] } as Element],
    });
  }
  return pres;
}
