/**
 * Shiki's Oniguruma engine, with each regular expression compiled once per thread.
 *
 * vscode-textmate asks the engine for one scanner per grammar rule and anchor variant, and the
 * stock engine compiles every pattern of every scanner anew, although the same patterns recur in
 * hundreds of scanners (about one in ten is distinct), so compiling dominates highlighting. Here
 * each distinct pattern becomes a one-pattern Oniguruma scanner, kept for the thread's life, and a
 * rule's scanner searches its patterns in turn.
 *
 * Searching a rule's patterns one by one costs a call into WebAssembly per pattern and position
 * (over a million in a build), so each pattern also remembers its last answer on its JavaScript side,
 * as Oniguruma's own scanner does inside (vscode-oniguruma's `_searchOnigRegExp`): on the same
 * line, from a position no earlier than the last search's and no later than the match it found, the
 * leftmost match is the same one, or again none. A pattern with `\G` matches relative to where the
 * search starts, so it is always searched.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

type Match = NonNullable<ReturnType<PatternScanner['findNextMatchSync']>>;
type Search = PatternScanner['findNextMatchSync'];

/** One compiled pattern's search, answering from its last result when that still holds. */
function rememberingSearch(scanner: PatternScanner, pattern: string | RegExp): Search {
  if (typeof pattern !== 'string' || pattern.includes('\\G')) return (text, start, options) => scanner.findNextMatchSync(text, start, options);
  let lastText: unknown;
  let lastStart = -1;
  let lastOptions: unknown;
  let last: Match | null = null;
  return (text, start, options) => {
    if (text === lastText && options === lastOptions && lastStart <= start && (last === null || last.captureIndices[0].start >= start)) return last;
    lastText = text;
    lastStart = start;
    lastOptions = options;
    last = scanner.findNextMatchSync(text, start, options);
    return last;
  };
}

/**
 * Oniguruma's WebAssembly, instantiated from its file. `shiki/wasm` holds the same bytes gzipped in
 * base64, which it decodes through a `Response` and a `DecompressionStream`, and Shiki's loader
 * checks for a `Response` unless given an instantiator: in Node, the first touch of `Response`
 * loads its fetch implementation (undici) and web streams, about 100 ms of a thread's CPU.
 */
const onigWasm = {
  instantiator: async (imports?: WebAssembly.Imports) => WebAssembly.instantiate(await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm')), imports),
};

export async function createSharedPatternEngine(): Promise<RegexEngine> {
  const onig = await createOnigurumaEngine(onigWasm);
  const compiled = new Map<string | RegExp, Search>();
  const single = (pattern: string | RegExp) => {
    let search = compiled.get(pattern);
    if (!search) compiled.set(pattern, (search = rememberingSearch(onig.createScanner([pattern]), pattern)));
    return search;
  };
  return {
    createString: (text) => onig.createString(text),
    createScanner(patterns): PatternScanner {
      // Compiled now, as the stock engine does, so a bad pattern fails when its rule is compiled.
      const parts = patterns.map(single);
      if (parts.length === 1) return { findNextMatchSync: parts[0] };
      return {
        // What Oniguruma's own multi-pattern search answers (vscode-oniguruma's
        // findNextOnigScannerMatch): the match that starts first, the earliest pattern on a tie.
        findNextMatchSync(text, start, options) {
          // A line comes as the engine's string (see createString); a plain string is made one, so
          // that every pattern searches the same object (and none remembers an answer for it).
          const string: RegexEngineString = typeof text === 'string' ? onig.createString(text) : text;
          let best: Match | null = null;
          let bestIndex = -1;
          for (let i = 0; i < parts.length; i++) {
            const match = parts[i](string, start, options);
            if (!match || (best && match.captureIndices[0].start >= best.captureIndices[0].start)) continue;
            best = match;
            bestIndex = i;
            if (match.captureIndices[0].start === start) break; // nothing can start earlier
          }
          if (string !== text) string.dispose?.();
          return best && { index: bestIndex, captureIndices: best.captureIndices };
        },
      };
    },
  };
}
