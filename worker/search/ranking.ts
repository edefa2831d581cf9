/**
 * Ranking, in the order Algolia's tie-breaking works: how many query words a record answers (in
 * its own text, its page title and the headings above it, as DocSearch's hierarchy does), then
 * where they occur (title, then heading, then text), then text relevance and the record's rank.
 * Reference pages step back when the query names a guide page. Hits are then grouped per page.
 */
import { isReferencePage, type SearchRecord } from '../../src/shared/search.ts';
import type { QueryPlan } from './query-plan.ts';

/** Per record, computed once when the index loads. */
export interface RecordContext {
  /** The enclosing heading or title record (index), or -1 for a page title. */
  parent: Int32Array;
  /** 1 for a page title, 2 for a heading, 3 for text. */
  depth: Uint8Array;
  /** Static multiplier: heading level, sidebar depth, very short blocks damped. */
  rank: Float64Array;
  /** Generated API reference. */
  reference: Uint8Array;
  /** The page title record of each record (also the page's id). */
  title: Int32Array;
  /** Number of pages. */
  pages: number;
  /** The first record with the same URL (records under one heading share it). */
  url: Int32Array;
}

export function recordContext(records: SearchRecord[]): RecordContext {
  const n = records.length;
  const ctx: RecordContext = { parent: new Int32Array(n), depth: new Uint8Array(n), rank: new Float64Array(n), reference: new Uint8Array(n), title: new Int32Array(n), url: new Int32Array(n), pages: 0 };
  const urls = new Map<string, number>();
  // Records come page by page in document order: the last heading seen at each level is the parent.
  let page = '';
  const open: number[] = [];
  records.forEach((record, i) => {
    if (record.url_without_anchor !== page) {
      page = record.url_without_anchor;
      open.length = 0;
    }
    const level = record.type === 'content' ? 7 : Number(record.type.slice(3));
    while (open.length && Number(records[open[open.length - 1]].type.slice(3)) >= level) open.pop();
    ctx.parent[i] = open.length ? open[open.length - 1] : -1;
    ctx.title[i] = open.length ? open[0] : i;
    if (level < 7) open.push(i);
    if (level === 1) ctx.pages++;
    if (!urls.has(record.url)) urls.set(record.url, i);
    ctx.url[i] = urls.get(record.url)!;
    ctx.depth[i] = level === 1 ? 1 : level < 7 ? 2 : 3;
    ctx.reference[i] = isReferencePage(record.url_without_anchor) ? 1 : 0;
    // One- or two-word blocks (link lists, table cells) match short queries too well: damp them.
    const tiny = record.type === 'content' && (record.content ?? '').split(' ').length < 3 ? 0.4 : 1;
    ctx.rank[i] = tiny * (1 + record.weight.level / 200) * (1 + record.weight.pageRank / 10);
  });
  return ctx;
}

/**
 * What the text search found, by record id: set only for the records in `ids`. One set of arrays
 * per engine, reused by every query (a query runs synchronously from start to end), so a query
 * that matches thousands of records allocates nothing per record.
 */
export interface Matches {
  /** Records matched, in the order the text search returned them. */
  ids: number[];
  /** Text relevance. */
  score: Float64Array;
  /** Bit per plan leaf found in the record. */
  leaves: Int32Array;
  /** Leaves found as typed (or as a prefix of the last word), not through a typo. */
  exact: Int32Array;
  /** Index terms matched (for highlighting). */
  terms: (string[] | undefined)[];
}

export function createMatches(records: number): Matches {
  return { ids: [], score: new Float64Array(records), leaves: new Int32Array(records), exact: new Int32Array(records), terms: new Array(records).fill(undefined) };
}

/** Empties `m` for the next query: only the entries the last one set. */
export function clearMatches(m: Matches): void {
  for (const id of m.ids) {
    m.score[id] = 0;
    m.leaves[id] = 0;
    m.exact[id] = 0;
    m.terms[id] = undefined;
  }
  m.ids.length = 0;
}

export interface Ranked {
  id: number;
  score: number;
}

/** Leaf masks of each unit's alternatives (an alternative no leaf stands for is left out: it can never be satisfied). */
function unitMasks(plan: QueryPlan): number[][] {
  const bit = new Map(plan.leaves.map((leaf, i) => [leaf.token, 1 << i]));
  return plan.units.map((unit) => unit.alternatives.map((alt) => alt.tokens.reduce((mask, token) => mask | (bit.get(token) ?? 0), 0)).filter((mask) => mask !== 0));
}

function satisfied(alternatives: number[], mask: number): boolean {
  for (let i = 0; i < alternatives.length; i++) if ((mask & alternatives[i]) === alternatives[i]) return true;
  return false;
}

/**
 * How telling each unit is, from how many pages have it (inverse document frequency): in
 * 'how to self-host livecodes', 'self-host' says much more than 'livecodes', which is on every page.
 */
function unitWeights(plan: QueryPlan, masks: number[][], m: Matches, ctx: RecordContext): number[] {
  // Leaves found on each page, then on how many pages each leaf is.
  const onPage = new Map<number, number>();
  for (const id of m.ids) onPage.set(ctx.title[id], (onPage.get(ctx.title[id]) ?? 0) | m.leaves[id]);
  const pages = new Array<number>(plan.leaves.length).fill(0);
  for (let mask of onPage.values()) {
    for (let b = 0; mask; b++, mask >>>= 1) if (mask & 1) pages[b]++;
  }
  return masks.map((alts, u) => {
    let count = 0;
    for (const alt of alts) for (let b = 0; b < pages.length; b++) if (alt & (1 << b)) count = Math.max(count, pages[b]);
    return plan.units[u].words.length * Math.log(1 + ctx.pages / (1 + count));
  });
}

/**
 * Scores every record that matched, joined with its title and headings, in this order: the share
 * of the query it answers (words weighted by how telling they are), answered without typos, the
 * page whose title is the query (or is wholly in it, by the share of the query it makes), where
 * the words are (title, heading, text), how many are in the record itself (words close together),
 * then text relevance and the record's static rank. Records stay in the order the text search
 * returned them: groupByPage sorts what it needs.
 */
export function rankRecords(plan: QueryPlan, m: Matches, ctx: RecordContext, titleMatch: (id: number) => number): Ranked[] {
  const masks = unitMasks(plan);
  const weights = unitWeights(plan, masks, m, ctx);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const { leaves: own, exact: ownExact, score: ownScore } = m;
  // A guide page's title or heading that answers the whole query: the query names that page or section.
  let namesGuide = false;
  for (const id of m.ids) {
    if (ctx.depth[id] < 3 && !ctx.reference[id] && masks.every((alts) => satisfied(alts, own[id]))) {
      namesGuide = true;
      break;
    }
  }
  const chain: number[] = [];
  const ranked: Ranked[] = [];
  for (const id of m.ids) {
    // The record's own leaves, and those of the headings and title above it.
    chain.length = 0;
    let mask = 0;
    let exactMask = 0;
    for (let at = id; at !== -1; at = ctx.parent[at]) {
      chain.push(at);
      mask |= own[at];
      exactMask |= ownExact[at];
    }
    let words = 0;
    let exact = 0;
    let place = 0;
    let close = 0;
    for (let u = 0; u < masks.length; u++) {
      const alts = masks[u];
      if (!satisfied(alts, mask)) continue;
      const w = weights[u];
      words += w;
      if (satisfied(alts, exactMask)) exact += w;
      if (satisfied(alts, own[id])) close += w;
      // Where the word is: the best single record of the chain that has it (title 3, heading 2, text 1).
      let best = 1;
      for (let k = 0; k < chain.length; k++) {
        const at = chain[k];
        if (4 - ctx.depth[at] > best && satisfied(alts, own[at])) best = 4 - ctx.depth[at];
      }
      place += best * w;
    }
    if (words === 0) continue;
    let text = ownScore[id];
    for (let k = 1; k < chain.length; k++) text += 0.3 * ownScore[chain[k]];
    text = (50 * text) / (text + 20);
    if (ctx.reference[id] && namesGuide) {
      place = 0;
      text /= 2;
    }
    const title = titleMatch(ctx.title[id]);
    const score = (words / total) * 10_000 + (exact / total) * 1_500 + title * 900 + (place / total) * 250 + (close / total) * 100 + text * ctx.rank[id];
    ranked.push({ id, score });
  }
  return ranked;
}

/** Hits grouped per page, best page first: how many groups, and each group's records, worked out when asked (a response shows a few of them). */
export interface Groups {
  count: number;
  at(index: number): number[];
}

/** Best score first; the sort is stable, so ties keep the text search's order. */
const byScore = (a: Ranked, b: Ranked) => b.score - a.score;

/**
 * Groups scored records per page, best page first, keeping at most `distinct` records of a page
 * (Algolia's distinct with attributeForDistinct = url_without_anchor); 0 keeps every record. One
 * hit per URL either way (records under one heading share it). Only the pages are sorted, by their
 * best record, and a page's own records when its group is asked for: sorting every matched record
 * was most of the cost of a query with common words.
 */
export function groupByPage(ranked: Ranked[], ctx: RecordContext, distinct: number, keep: (id: number) => boolean): Groups {
  const kept = ranked.filter(({ id }) => keep(id));
  if (distinct === 0) {
    const urls = new Set<number>();
    const flat = kept.sort(byScore).filter(({ id }) => !urls.has(ctx.url[id]) && !!urls.add(ctx.url[id]));
    return { count: flat.length, at: (index) => (index < flat.length ? [flat[index].id] : []) };
  }
  // Each page's records in search order, and its best one (the first of equals, as a stable sort would have it).
  const members = new Map<number, Ranked[]>();
  const best = new Map<number, { score: number; order: number }>();
  kept.forEach((record, order) => {
    const page = ctx.title[record.id];
    const list = members.get(page);
    if (!list) {
      members.set(page, [record]);
      best.set(page, { score: record.score, order });
      return;
    }
    list.push(record);
    const top = best.get(page)!;
    if (record.score > top.score) best.set(page, { score: record.score, order });
  });
  const pages = [...members.keys()].sort((a, b) => best.get(b)!.score - best.get(a)!.score || best.get(a)!.order - best.get(b)!.order);
  return {
    count: pages.length,
    at(index) {
      const list = members.get(pages[index]);
      if (!list) return [];
      const urls = new Set<number>();
      const group: number[] = [];
      for (const { id } of list.sort(byScore)) {
        if (urls.has(ctx.url[id])) continue;
        urls.add(ctx.url[id]);
        group.push(id);
        if (group.length === distinct) break;
      }
      return group;
    },
  };
}
