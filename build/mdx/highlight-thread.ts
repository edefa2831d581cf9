/**
 * The highlight thread (started by build/mdx/highlight.ts). It answers each page's `<pre>`
 * elements with their highlighted form, and between requests highlights "primed" code blocks read
 * straight from the sources, so grammars are warm, and most blocks already done, by the time the
 * pages' own requests arrive.
 */
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { setPriority } from 'node:os';
import { serveRequests } from '../thread.ts';
import { codeBlockData, type CodeBlockData } from './code-block-data.ts';
import { languageOf, type PrimeMessage } from './highlight.ts';
import { createDocsHighlighter, highlightPres, loadLanguages } from './shiki.ts';

/**
 * Highlighting ahead of time matters less than the threads the build waits on: TypeDoc, whose output
 * the API pages need, and the main thread, whose page compile finishes last. On two cores this
 * thread yields to them. Linux sets the priority
 * of the calling thread only; elsewhere it would be the whole process's.
 */
if (process.platform === 'linux') {
  try {
    setPriority(5);
  } catch {
    // Not allowed here: the thread keeps the process's priority.
  }
}

const highlighter = createDocsHighlighter();

/** Primed blocks by key (see blockKey). Each is handed out once: the page that asks for it gets it, and memory is freed. */
const primed = new Map<string, CodeBlockData | null>();

/** Highlights `pres` and returns what each page keeps of them. */
async function highlightBlocks(pres: Element[]): Promise<(CodeBlockData | null)[]> {
  const [h] = await Promise.all([highlighter, languagesReady()]);
  return (await highlightPres(h, pres)).map(codeBlockData);
}

/**
 * A grammar highlights embedded code (Vue's `<style lang="scss">`) only in languages already
 * loaded, so every language the pages use is loaded before the first block is highlighted: the
 * output then does not depend on which page happened to be highlighted first.
 */
let languagesLoaded: Promise<unknown> = Promise.resolve();
/** Languages announced by `prime`, loaded once there is something to highlight (a build whose pages all come from the compile cache has nothing). */
let languagesToLoad: string[] = [];
let commonLanguagesLoaded = false;
function languagesReady(): Promise<unknown> {
  if (languagesToLoad.length || !commonLanguagesLoaded) {
    commonLanguagesLoaded = true;
    const langs = languagesToLoad;
    languagesToLoad = [];
    languagesLoaded = Promise.all([languagesLoaded, highlighter.then((h) => loadLanguages(h, langs))]);
  }
  return languagesLoaded;
}

/** The block's identity as shiki's rehype plugin sees it (language, meta string, code). */
function blockKey(pre: Element): string {
  const code = pre.children[0];
  if (code?.type !== 'element') return '';
  return JSON.stringify([languageOf(pre), code.data?.meta ?? '', toString(code)]);
}

/** Blocks still to prime, by key: a page asking for a block first takes it off this queue. */
const queue = new Map<string, Element>();
let pumping = false;
/** One primed block per turn of the event loop, so requests from pages are never held up for long. */
function pump() {
  const next = queue.entries().next();
  if (next.done) {
    pumping = false;
    return;
  }
  const [key, pre] = next.value;
  queue.delete(key);
  pumping = true;
  highlightBlocks([pre])
    .then(([block]) => primed.set(key, block))
    .catch(() => {}) // a block the page will report properly, if it is a real one
    .finally(() => setImmediate(pump));
}

serveRequests<Element[], (CodeBlockData | null)[], PrimeMessage>(
  async (pres) => {
    const keys = pres.map(blockKey);
    for (const key of keys) queue.delete(key);
    // undefined: not primed (a key of '' is no block's identity)
    const taken = keys.map((key) => {
      const block = key ? primed.get(key) : undefined;
      primed.delete(key);
      return block;
    });
    const rest = await highlightBlocks(pres.filter((_, i) => taken[i] === undefined));
    let next = 0;
    return taken.map((block) => (block === undefined ? rest[next++] : block));
  },
  ({ langs, pres }) => {
    languagesToLoad.push(...langs);
    for (const pre of pres) queue.set(blockKey(pre), pre);
    if (!pumping && queue.size) pump();
  },
);
