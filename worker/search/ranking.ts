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

/** What the text search found for one record: its score and which plan leaves it contains. */
export interface Match {
  score: number;
  /** Bit per plan leaf found in the record. */
  leaves: number;
  /** Leaves found as typed (or as a prefix of the last word), not through a typo. */
  exact: number;
  /** Index terms matched (for highlighting). */
  terms: string[];
}

export interface Ranked {
  id: number;
  score: number;
}

/** Leaf masks of each unit's alternatives. */
function unitMasks(plan: QueryPlan): number[][] {
  const bit = new Map(plan.leaves.map((leaf, i) => [leaf.token, 1 << i]));
  return plan.units.map((unit) => unit.alternatives.map((alt) => alt.tokens.reduce((mask, token) => mask | (bit.get(token) ?? 0), 0)));
}

const satisfied = (alternatives: number[], mask: number) => alternatives.some((alt) => alt !== 0 && (mask & alt) === alt);

/**
 * How telling each unit is, from how many pages have it (inverse document frequency): in
 * 'how to self-host livecodes', 'self-host' says much more than 'livecodes', which is on every page.
 */
function unitWeights(plan: QueryPlan, masks: number[][], matches: Map<number, Match>, ctx: RecordContext): number[] {
  // Leaves found on each page, then on how many pages each leaf is.
  const onPage = new Map<number, number>();
  for (const [id, match] of matches) onPage.set(ctx.title[id], (onPage.get(ctx.title[id]) ?? 0) | match.leaves);
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
 * then text relevance and the record's static rank.
 */
export function rankRecords(plan: QueryPlan, matches: Map<number, Match>, ctx: RecordContext, titleMatch: (id: number) => number): Ranked[] {
  const masks = unitMasks(plan);
  const weights = unitWeights(plan, masks, matches, ctx);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const own = (id: number) => matches.get(id)?.leaves ?? 0;
  const ownExact = (id: number) => matches.get(id)?.exact ?? 0;
  // A guide page's title or heading that answers the whole query: the query names that page or section.
  let namesGuide = false;
  for (const [id, match] of matches) {
    if (ctx.depth[id] < 3 && !ctx.reference[id] && masks.every((alts) => satisfied(alts, match.leaves))) {
      namesGuide = true;
      break;
    }
  }
  const chain: number[] = [];
  const ranked: Ranked[] = [];
  for (const [id, match] of matches) {
    // The record's own leaves, and those of the headings and title above it.
    chain.length = 0;
    let mask = 0;
    let exactMask = 0;
    for (let at = id; at !== -1; at = ctx.parent[at]) {
      chain.push(at);
      mask |= own(at);
      exactMask |= ownExact(at);
    }
    let words = 0;
    let exact = 0;
    let place = 0;
    let close = 0;
    for (let u = 0; u < masks.length; u++) {
      if (!satisfied(masks[u], mask)) continue;
      const w = weights[u];
      words += w;
      if (satisfied(masks[u], exactMask)) exact += w;
      if (satisfied(masks[u], match.leaves)) close += w;
      // Where the word is: the best single record of the chain that has it (title 3, heading 2, text 1).
      let best = 1;
      for (const at of chain) if (4 - ctx.depth[at] > best && satisfied(masks[u], own(at))) best = 4 - ctx.depth[at];
      place += best * w;
    }
    if (words === 0) continue;
    let text = match.score;
    for (let k = 1; k < chain.length; k++) text += 0.3 * (matches.get(chain[k])?.score ?? 0);
    text = (50 * text) / (text + 20);
    if (ctx.reference[id] && namesGuide) {
      place = 0;
      text /= 2;
    }
    const title = titleMatch(ctx.title[id]);
    const score = (words / total) * 10_000 + (exact / total) * 1_500 + title * 900 + (place / total) * 250 + (close / total) * 100 + text * ctx.rank[id];
    ranked.push({ id, score });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/**
 * Groups ranked records per page, best page first, keeping at most `distinct` records of a page
 * (Algolia's distinct with attributeForDistinct = url_without_anchor); 0 keeps every record. One
 * hit per URL either way (records under one heading share it).
 */
export function groupByPage(ranked: Ranked[], ctx: RecordContext, distinct: number, keep: (id: number) => boolean): number[][] {
  const groups = new Map<number, number[]>();
  const urls = new Set<number>();
  const flat: number[][] = [];
  for (const { id } of ranked) {
    if (urls.has(ctx.url[id]) || !keep(id)) continue;
    urls.add(ctx.url[id]);
    if (distinct === 0) {
      flat.push([id]);
      continue;
    }
    const group = groups.get(ctx.title[id]);
    if (!group) groups.set(ctx.title[id], [id]);
    else if (group.length < distinct) group.push(id);
  }
  return distinct === 0 ? flat : [...groups.values()];
}
