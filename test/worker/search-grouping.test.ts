/**
 * Grouping hits per page (Algolia's distinct). The engine sorts only pages, and a page's own hits
 * when they are shown; these tests hold it to the plain definition: sort every hit, best first
 * (ties in the text search's order), skip hits the facets drop and repeated URLs, and keep the
 * first `distinct` hits of each page, pages in the order of their best hit.
 */
import { describe, expect, it } from 'vitest';
import { groupByPage, type Ranked, type RecordContext } from '../../worker/search/ranking.ts';

/** The definition, written the slow and obvious way. */
function reference(ranked: Ranked[], ctx: RecordContext, distinct: number, keep: (id: number) => boolean): number[][] {
  const sorted = [...ranked].sort((a, b) => b.score - a.score);
  const urls = new Set<number>();
  const groups = new Map<number, number[]>();
  const flat: number[][] = [];
  for (const { id } of sorted) {
    if (urls.has(ctx.url[id]) || !keep(id)) continue;
    urls.add(ctx.url[id]);
    if (distinct === 0) flat.push([id]);
    else {
      const group = groups.get(ctx.title[id]) ?? [];
      if (group.length < distinct) group.push(id);
      groups.set(ctx.title[id], group);
    }
  }
  return distinct === 0 ? flat : [...groups.values()];
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/** `records` records over `pages` pages, a few sharing a URL; scores from a small set, so many tie. */
function fixture(seed: number, records: number, pages: number) {
  const next = random(seed);
  const ctx = { title: new Int32Array(records), url: new Int32Array(records) } as RecordContext;
  for (let id = 0; id < records; id++) {
    ctx.title[id] = id < pages ? id : Math.floor(next() * pages);
    // Records under one heading share its URL (the first such record's id).
    ctx.url[id] = id >= pages && next() < 0.2 ? ctx.url[Math.floor(next() * id)] : id;
    if (ctx.title[ctx.url[id]] !== ctx.title[id]) ctx.url[id] = id;
  }
  const ids = Array.from({ length: records }, (_, id) => id).sort(() => next() - 0.5);
  const ranked = ids.slice(0, Math.floor(records * 0.7)).map((id) => ({ id, score: Math.floor(next() * 12) }));
  const dropped = new Set(ids.filter(() => next() < 0.1));
  return { ranked, ctx, keep: (id: number) => !dropped.has(id) };
}

describe('hits grouped per page', () => {
  it('match the plain definition for every distinct setting, ties and dropped hits included', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { ranked, ctx, keep } = fixture(seed, 300, 25);
      for (const distinct of [0, 1, 2, 3]) {
        const expected = reference(ranked, ctx, distinct, keep);
        const groups = groupByPage(ranked, ctx, distinct, keep);
        expect(groups.count, `seed ${seed}, distinct ${distinct}`).toBe(expected.length);
        expect(Array.from({ length: groups.count }, (_, i) => groups.at(i)), `seed ${seed}, distinct ${distinct}`).toEqual(expected);
      }
    }
  });

  it('answer a group past the last with no hits', () => {
    const { ranked, ctx, keep } = fixture(7, 50, 5);
    const groups = groupByPage(ranked, ctx, 2, keep);
    expect(groups.at(groups.count)).toEqual([]);
    expect(groupByPage([], ctx, 2, keep).count).toBe(0);
  });
});
