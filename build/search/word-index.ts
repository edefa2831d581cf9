/** MiniSearch's index of the search records, as the index file stores it (no Node APIs: the worker's tests use it too). */
import MiniSearch from 'minisearch';
import { FIELD_BOOSTS, searchIndexOptions, type SearchRecord, type WordIndex } from '../../src/shared/search.ts';

/** MiniSearch's index of the records, serialized (MiniSearch.toJSON); a record's id is its position. */
export function serializedIndex(records: SearchRecord[]): ReturnType<MiniSearch['toJSON']> {
  const search = new MiniSearch(searchIndexOptions);
  search.addAll(records.map((record, id) => ({ ...record, id })));
  return search.toJSON();
}

/** MiniSearch's serialized index (MiniSearch.toJSON, serialization version 2): the parts the word index keeps. */
interface SerializedIndex {
  documentCount: number;
  documentIds: Record<string, string>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: [string, Record<string, Record<string, number>>][];
  serializationVersion: number;
}

/**
 * MiniSearch's index of the records as flat arrays (WordIndex). The worker used to read the serialized
 * index itself, records keyed by strings in an object per word and field: walking them cost a fifth
 * of search's start-up, which every isolate pays on its first query. Words and records stay in
 * MiniSearch's order.
 */
export function wordIndex(serialized: unknown): WordIndex {
  const index = serialized as SerializedIndex;
  if (index.serializationVersion !== 2) throw new Error(`search index: MiniSearch serialization version ${index.serializationVersion}, expected 2`);
  const fieldIds = Object.keys(FIELD_BOOSTS).map((name) => index.fieldIds[name]);
  const recordOf = (shortId: string) => Number(index.documentIds[shortId]);
  const fieldLength = new Array<number>(index.documentCount * fieldIds.length).fill(0);
  for (const [shortId, lengths] of Object.entries(index.fieldLength)) fieldIds.forEach((fieldId, f) => (fieldLength[recordOf(shortId) * fieldIds.length + f] = lengths[fieldId] ?? 0));
  const postings: number[] = [];
  for (const [, byField] of index.index) {
    for (const fieldId of fieldIds) {
      const docs = byField[fieldId] ?? {};
      const shortIds = Object.keys(docs);
      postings.push(shortIds.length);
      for (const shortId of shortIds) postings.push(recordOf(shortId), docs[shortId]);
    }
  }
  return {
    documentCount: index.documentCount,
    averageFieldLength: fieldIds.map((fieldId) => index.averageFieldLength[fieldId]),
    fieldLength,
    terms: index.index.map(([term]) => term),
    postings,
  };
}
