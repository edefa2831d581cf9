/**
 * Ranking: each word of the query counts by how telling it is (how few pages have it) and where it
 * is found, in the record or in its page title and the headings above it (a word in a title says
 * more than one in a heading or the page's summary, which says more than one in text); a page
 * whose title the query names comes first among equals. Then hits are grouped per page.
 */
import { isReferencePage, type SearchRecord } from '../../src/shared/search.ts';
import type { QueryPlan } from './query-plan.ts';

/** How much a word says about a record, by where it is: its page title, a heading or the page's summary, or text. */
const PLACE = { title: 3, heading: 2, text: 1 } as const;
/** Added when the word is in the record's own text as well: the record talks about it. */
const OWN = 1;
/** A filler word of a question ('get', 'use') counts this much of what its rarity says. */
const FILLER_SHARE = 0.2;
/** The API reference's text relevance counts this much: among equals, the guides come first. */
const REFERENCE_TEXT = 0.2;
/**
 * A score's parts: the words where the record has them, the words anywhere on its page (the page
 * covers the question), the page's title named by the query, and text relevance (at most 50).
 */
const SCORE = { words: 10_000, page: 5_000, title: 2_000 } as const;

/** Per record, computed once when the index loads. */
export interface RecordContext {
  /** The enclosing heading or title record (index), or -1 for a page title. */
  parent: Int32Array;
  /**
   * What a word in the record's own text says (PLACE): the page's summary counts as a heading, and
   * the generated API reference as text throughout (its headings repeat the names of guide pages,
   * `tailwindcss`, `python`, and it would answer everyday questions ahead of the guides).
   */
  place: Uint8Array;
  /** Generated API reference: after the guides among equals. */
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
  const ctx: RecordContext = { parent: new Int32Array(n), place: new Uint8Array(n), reference: new Uint8Array(n), title: new Int32Array(n), url: new Int32Array(n), pages: 0 };
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
    // The page's summary is its first text, at the page's own URL.
    const summary = level === 7 && record.weight.position === 1 && record.anchor === null;
    ctx.reference[i] = isReferencePage(record.url_without_anchor) ? 1 : 0;
    ctx.place[i] = ctx.reference[i] ? PLACE.text : level === 1 ? PLACE.title : level < 7 || summary ? PLACE.heading : PLACE.text;
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
  /** Index words the query matched in any record (for highlighting). */
  terms: Set<string>;
}

export function createMatches(records: number): Matches {
  return { ids: [], score: new Float64Array(records), leaves: new Int32Array(records), terms: new Set() };
}

/** Empties `m` for the next query: only the entries the last one set. */
export function clearMatches(m: Matches): void {
  for (const id of m.ids) {
    m.score[id] = 0;
    m.leaves[id] = 0;
  }
  m.terms.clear();
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
function unitWeights(plan: QueryPlan, masks: number[][], onPage: Map<number, Int32Array>, pages: number): number[] {
  const count = new Array<number>(plan.leaves.length).fill(0);
  for (const found of onPage.values()) {
    for (let mask = found[PLACE.text] | found[PLACE.heading] | found[PLACE.title], b = 0; mask; b++, mask >>>= 1) if (mask & 1) count[b]++;
  }
  return masks.map((alts, u) => {
    let most = 0;
    for (const alt of alts) for (let b = 0; b < count.length; b++) if (alt & (1 << b)) most = Math.max(most, count[b]);
    return (plan.units[u].filler ? FILLER_SHARE : 1) * plan.units[u].words.length * Math.log(1 + pages / (1 + most));
  });
}

/** Where a unit is best found (PLACE, 0 if nowhere), given the leaves found at each place. */
function placeOf(alts: number[], found: Int32Array): number {
  for (let place = PLACE.title; place >= PLACE.text; place--) if (satisfied(alts, found[place])) return place;
  return 0;
}

/**
 * Scores every record that matched: each unit's weight times where it is found (the best place in
 * the record, its headings and its title, plus OWN when the record itself has it), and, at half
 * the scale, where its page has it; then the page whose title the query names (`titleMatch`, 0 to
 * 1), then the record's text relevance. Records stay in the order the text search returned them:
 * groupByPage sorts what it needs.
 */
export function rankRecords(plan: QueryPlan, m: Matches, ctx: RecordContext, titleMatch: (title: number) => number): Ranked[] {
  const masks = unitMasks(plan);
  const { leaves: own, score: textScore } = m;
  // Per page, the leaves found at each place anywhere on it.
  const onPage = new Map<number, Int32Array>();
  for (const id of m.ids) {
    let found = onPage.get(ctx.title[id]);
    if (!found) onPage.set(ctx.title[id], (found = new Int32Array(PLACE.title + 1)));
    found[ctx.place[id]] |= own[id];
  }
  const weights = unitWeights(plan, masks, onPage, ctx.pages);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const pageScore = new Map<number, number>();
  for (const [page, found] of onPage) pageScore.set(page, masks.reduce((sum, alts, u) => sum + placeOf(alts, found) * weights[u], 0) / (total * PLACE.title));
  // The leaves of the record and the headings and title above it, by place (reused for every record).
  const found = new Int32Array(PLACE.title + 1);
  const ranked: Ranked[] = [];
  for (const id of m.ids) {
    found.fill(0);
    for (let at = id; at !== -1; at = ctx.parent[at]) found[ctx.place[at]] |= own[at];
    let words = 0;
    for (let u = 0; u < masks.length; u++) {
      const place = placeOf(masks[u], found);
      if (place) words += (place + (satisfied(masks[u], own[id]) ? OWN : 0)) * weights[u];
    }
    if (words === 0) continue;
    // The record's own text relevance, at most 50: a title ties with its sections on the words, and comes first.
    const text = (50 * textScore[id]) / (textScore[id] + 20);
    const score = (SCORE.words * words) / (total * (PLACE.title + OWN)) + SCORE.page * pageScore.get(ctx.title[id])! + SCORE.title * titleMatch(ctx.title[id]) + text * (ctx.reference[id] ? REFERENCE_TEXT : 1);
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
 *
 * A page whose best record reads like that of a page before it (`alike` gives both the same key:
 * the same section of sibling pages, such as each display-mode example's 'Embed it') gives way:
 * it comes after every other page, so near-duplicates do not fill the first results.
 */
export function groupByPage(ranked: Ranked[], ctx: RecordContext, distinct: number, keep: (id: number) => boolean, alike: (id: number) => string | null = () => null): Groups {
  const kept = ranked.filter(({ id }) => keep(id));
  if (distinct === 0) {
    const urls = new Set<number>();
    const flat = kept.sort(byScore).filter(({ id }) => !urls.has(ctx.url[id]) && !!urls.add(ctx.url[id]));
    return { count: flat.length, at: (index) => (index < flat.length ? [flat[index].id] : []) };
  }
  // Each page's records in search order, and its best one (the first of equals, as a stable sort would have it).
  const members = new Map<number, Ranked[]>();
  const best = new Map<number, { score: number; order: number; id: number }>();
  kept.forEach((record, order) => {
    const page = ctx.title[record.id];
    const list = members.get(page);
    if (!list) {
      members.set(page, [record]);
      best.set(page, { score: record.score, order, id: record.id });
      return;
    }
    list.push(record);
    const top = best.get(page)!;
    if (record.score > top.score) best.set(page, { score: record.score, order, id: record.id });
  });
  const pages = [...members.keys()].sort((a, b) => best.get(b)!.score - best.get(a)!.score || best.get(a)!.order - best.get(b)!.order);
  // Pages in their final order, worked out as far as asked: near-duplicates set aside until the end.
  const ordered: number[] = [];
  const later: number[] = [];
  const keys = new Set<string>();
  let next = 0;
  const pageAt = (index: number) => {
    while (ordered.length <= index && next < pages.length) {
      const page = pages[next++];
      const key = alike(best.get(page)!.id);
      if (key !== null && keys.has(key)) later.push(page);
      else {
        if (key !== null) keys.add(key);
        ordered.push(page);
      }
    }
    if (next === pages.length && later.length) ordered.push(...later.splice(0));
    return ordered[index];
  };
  return {
    count: pages.length,
    at(index) {
      const list = members.get(pageAt(index));
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
