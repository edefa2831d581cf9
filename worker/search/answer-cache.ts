/**
 * Recent search answers, as the JSON sent, per engine (so per index). A search answer is the
 * costliest request the worker serves (ranking, highlighting and serializing up to 60 hits), and
 * the same queries come again and again: popular questions, and the modal's query as each reader
 * types it. The index never changes within an isolate, so a kept answer stays right. Bounded by
 * size, least recently used first out.
 */

import { SizedLru } from '../lru.ts';

/** About 4 MiB of answers (UTF-16 code units; an answer is 5–80 K of them). */
export const ANSWER_CACHE_UNITS = 2 * 1024 * 1024;

export class AnswerCache {
  private readonly kept: SizedLru<string>;

  constructor(maxUnits = ANSWER_CACHE_UNITS) {
    this.kept = new SizedLru(maxUnits);
  }

  /** The kept answer for `key`, else `compute()`'s, kept for next time. */
  get(key: string, compute: () => string): string {
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept;
    const answer = compute();
    this.kept.set(key, answer, answer.length + key.length);
    return answer;
  }
}
