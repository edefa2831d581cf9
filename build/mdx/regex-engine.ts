/**
 * Shiki's Oniguruma engine, with each regular expression compiled once per thread.
 *
 * vscode-textmate asks the engine for one scanner per grammar rule and anchor variant, and the
 * stock engine compiles every pattern of every scanner anew, although the same patterns recur in
 * hundreds of scanners (about one in ten is distinct), so compiling dominates highlighting. Here
 * each distinct pattern becomes a
 * one-pattern Oniguruma scanner, kept for the thread's life, and a rule's scanner searches its
 * patterns in turn.
 */
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

type Match = NonNullable<ReturnType<PatternScanner['findNextMatchSync']>>;

export async function createSharedPatternEngine(): Promise<RegexEngine> {
  const onig = await createOnigurumaEngine(import('shiki/wasm'));
  const compiled = new Map<string | RegExp, PatternScanner>();
  const single = (pattern: string | RegExp) => {
    let scanner = compiled.get(pattern);
    if (!scanner) compiled.set(pattern, (scanner = onig.createScanner([pattern])));
    return scanner;
  };
  return {
    createString: (text) => onig.createString(text),
    createScanner(patterns): PatternScanner {
      // Compiled now, as the stock engine does, so a bad pattern fails when its rule is compiled.
      const parts = patterns.map(single);
      if (parts.length === 1) return { findNextMatchSync: (text, start, options) => parts[0].findNextMatchSync(text, start, options) };
      return {
        // What Oniguruma's own multi-pattern search answers (vscode-oniguruma's
        // findNextOnigScannerMatch): the match that starts first, the earliest pattern on a tie.
        findNextMatchSync(text, start, options) {
          const string: RegexEngineString = typeof text === 'string' ? onig.createString(text) : text;
          let best: Match | null = null;
          let bestIndex = -1;
          for (let i = 0; i < parts.length; i++) {
            const match = parts[i].findNextMatchSync(string, start, options);
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
