/**
 * Joins the sponsors block into a page as it is served. Pages are rendered, and edge-cached, with
 * empty sponsors slots (src/app/sponsors.tsx); every answer, fresh or cached, gets the block the
 * isolate holds now. So the page cache never depends on the sponsors feed: an outage costs the
 * block, nothing more.
 */
import { emptySponsorsSlot, filledSponsorsSlot, SPONSORS_SLOT_KINDS } from '../../src/app/sponsors.tsx';

/**
 * The sponsors block of one answer: asked for once, when first needed (or at once, `eager`), and
 * `known` once it has arrived, so a page whose block is already at hand goes out whole.
 */
export class SponsorsBlock {
  #html: Promise<string | null> | undefined;
  #known: { html: string | null } | undefined;
  constructor(
    private readonly load: () => Promise<string | null>,
    eager = false,
  ) {
    if (eager) void this.get();
  }

  get(): Promise<string | null> {
    return (this.#html ??= this.load().then(
      (html) => ((this.#known = { html }), html),
      () => ((this.#known = { html: null }), null),
    ));
  }

  get known(): { html: string | null } | undefined {
    return this.#known;
  }
}

/** No block: pages rendered without one (tests, benchmarks) show empty slots. */
export const NO_SPONSORS = new SponsorsBlock(async () => null);

const SLOTS = SPONSORS_SLOT_KINDS.map((kind) => ({ kind, empty: emptySponsorsSlot(kind) }));

/** The empty slots of a page's HTML, in order (kind and position). */
export function findSlot(text: string, from = 0): { kind: (typeof SLOTS)[number]['kind']; index: number; length: number } | null {
  let best: { kind: (typeof SLOTS)[number]['kind']; index: number; length: number } | null = null;
  for (const { kind, empty } of SLOTS) {
    const index = text.indexOf(empty, from);
    if (index >= 0 && (!best || index < best.index)) best = { kind, index, length: empty.length };
  }
  return best;
}

/** Every empty slot of `text` (HTML) filled with the block. */
export function fillSlots(text: string, html: string | null): string {
  return SLOTS.reduce((out, { kind, empty }) => out.replaceAll(empty, filledSponsorsSlot(html, kind)), text);
}

/** Every empty slot of `json` (HTML inside JSON strings) filled with the block. */
export function fillSlotsInJson(json: string, html: string | null): string {
  const inJson = (s: string) => JSON.stringify(s).slice(1, -1);
  return SLOTS.reduce((out, { kind, empty }) => out.replaceAll(inJson(empty), inJson(filledSponsorsSlot(html, kind))), json);
}

export const hasSlotsInJson = (json: string) => SLOTS.some(({ empty }) => json.includes(JSON.stringify(empty).slice(1, -1)));

/**
 * A page's HTML (in pieces; only those marked `gaps` may hold slots) with its slots filled, as the
 * pieces' texts when it has no slot or the block is already known; null when a slot waits for the
 * block, and the page is to be streamed (slotsFilledStream).
 *
 * The pieces stay apart until they are encoded: the shell has a few characters beyond Latin-1 (an
 * emoji, an arrow), and joined to it the whole page would become a two-byte string, which workerd
 * turns into UTF-8 at about half the speed. On the largest pages that doubled the cost of an answer.
 */
export function slotsFilled(pieces: Piece[], block: SponsorsBlock): string[] | null {
  const known = block.known;
  if (known) return pieces.map((piece) => (piece.gaps ? fillSlots(piece.text, known.html) : piece.text));
  return pieces.some((piece) => piece.gaps && findSlot(piece.text)) ? null : pieces.map((piece) => piece.text);
}

/** Part of a page's HTML: `gaps` tells whether it may hold sponsors slots. */
export type Piece = { text: string; gaps: boolean };

/** The pieces as one string. Joined with `+`: V8 links the strings instead of copying them. */
export function joinPieces(pieces: Piece[]): string {
  let out = '';
  for (const piece of pieces) out += piece.text;
  return out;
}

/**
 * A page's HTML as a stream, its slots filled: everything before a slot goes out at once; the block
 * is asked for only when a slot comes (the head and the top of the page never wait for it). Each
 * piece is encoded on its own, for the reason slotsFilled gives.
 */
export function slotsFilledStream(pieces: Piece[], block: SponsorsBlock): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let piece = 0;
  let from = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (; piece < pieces.length; piece++, from = 0) {
        const { text, gaps } = pieces[piece];
        const slot = gaps ? findSlot(text, from) : null;
        const end = slot?.index ?? text.length;
        if (end > from) controller.enqueue(encoder.encode(text.slice(from, end)));
        if (slot) {
          controller.enqueue(encoder.encode(filledSponsorsSlot(await block.get(), slot.kind)));
          from = slot.index + slot.length;
          return;
        }
      }
      controller.close();
    },
  });
}
