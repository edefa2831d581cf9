/**
 * Code highlighting on a second thread. Shiki's first use of each grammar (compiling its regular
 * expressions) is most of a clean build's MDX time; on its own thread it runs while this thread
 * parses and compiles the other pages, instead of after them.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { startThread } from '../thread.ts';

export type ThreadMessage = { type: 'highlight'; id: number; pres: Element[] } | { type: 'prime'; langs: string[]; pres: Element[] };
export type HighlightReply = { id: number; results: (Element | Root)[]; error?: undefined } | { id: number; error: string };

export interface HighlightService {
  highlight(pres: Element[]): Promise<(Element | Root)[]>;
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
  const worker = startThread(new URL('./highlight-thread.ts', import.meta.url));
  const waiting = new Map<number, { resolve: (results: (Element | Root)[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failed: Error | null = null;
  const failAll = (error: Error) => {
    failed = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: HighlightReply) => {
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    if (reply.error !== undefined) entry.reject(new Error(reply.error));
    else entry.resolve(reply.results);
  });
  worker.on('error', (error) => failAll(new Error(`highlighting failed: ${error.message}`)));
  worker.on('exit', (code) => failAll(new Error(`the highlight thread exited (code ${code})`)));
  return {
    highlight(pres) {
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => {
        const id = ++nextId;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ type: 'highlight', id, pres } satisfies ThreadMessage);
      });
    },
    prime(langs, pres) {
      worker.postMessage({ type: 'prime', langs, pres } satisfies ThreadMessage);
    },
    hold(busy) {
      if (busy) worker.ref();
      else worker.unref();
    },
    async dispose() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/** Rehype plugin: sends the page's `<pre>` elements to the highlight thread and puts back what it returns. */
export default function rehypeHighlight(service: HighlightService) {
  return async (tree: Root) => {
    const found: { parent: { children: unknown[] }; index: number; node: Element }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      found.push({ parent, index, node });
      return 'skip';
    });
    if (!found.length) return;
    const results = await service.highlight(found.map((f) => f.node));
    found.forEach((f, i) => (f.parent.children[f.index] = results[i]));
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
