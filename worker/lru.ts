/**
 * An isolate's in-memory keep of recent answers (the edge cache's hot pages, the search answers):
 * bounded by the total size of what it holds, least recently used first out. A Map's order is its
 * insertion order, so reading an entry moves it to the end.
 */
export class SizedLru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(readonly maxSize: number) {}

  /** Total size held. */
  get size(): number {
    return this.total;
  }

  /** The value for `key`, now the most recently used; undefined when not held. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Holds `value` (replacing any for `key`), then drops the least recently used until within the bound. A value larger than the bound is not held. */
  set(key: string, value: V, size: number): void {
    this.delete(key);
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxSize) break;
      this.entries.delete(oldest);
      this.total -= old.size;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}
