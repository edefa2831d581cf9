/**
 * Recent search answers, as the JSON sent, per engine (so per index). A search answer is the
 * costliest request the worker serves (ranking, highlighting and serializing up to 60 hits), and
 * the same queries come again and again: popular questions, and the modal's query as each reader
 * types it. The index never changes within an isolate, so a kept answer stays right. Bounded by
 * size, least recently used first out.
 */

/** About 4 MiB of answers (UTF-16 code units; an answer is 5–80 K of them). */
export const ANSWER_CACHE_UNITS = 2 * 1024 * 1024;

export class AnswerCache {
  private readonly entries = new Map<string, string>();
  private units = 0;

  constructor(private readonly maxUnits = ANSWER_CACHE_UNITS) {}

  /** The kept answer for `key`, else `compute()`'s, kept for next time. */
  get(key: string, compute: () => string): string {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      // Map order is insertion order: re-inserting marks it as recently used.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const answer = compute();
    const size = answer.length + key.length;
    if (size > this.maxUnits) return answer;
    this.entries.set(key, answer);
    this.units += size;
    for (const [oldKey, old] of this.entries) {
      if (this.units <= this.maxUnits) break;
      this.entries.delete(oldKey);
      this.units -= old.length + oldKey.length;
    }
    return answer;
  }
}
