/**
 * The sponsors block, an island in the page that React renders as an empty slot on the server and
 * never re-renders from other content. The worker fills the slot as it serves the page (fresh or
 * from the edge cache, worker/sponsors/slots.ts), so a cached page never depends on the sponsors
 * feed and no Suspense boundary resolves late into the document. In the browser the slot holds the
 * block's HTML as found in the document, and the one fetched for pages reached by navigation.
 */
import { createContext, useContext, useMemo } from 'react';

/** Sanitized HTML of the block; null when there is nothing to show; undefined while unknown (server render, or not fetched yet). */
export type SponsorsSource = string | null | undefined;

export const SponsorsContext = createContext<SponsorsSource>(undefined);

const SLOT_CLASS = 'sponsors-slot';
const SLOT_ATTR = 'data-sponsors-slot';
/** `placeholder`: the slot shows an invitation where there are no sponsors to show (used on /docs/sponsor). */
type SlotKind = '' | 'placeholder';

/** The empty slot exactly as React renders it (the worker finds it by this text; a test keeps them equal). */
export function emptySponsorsSlot(kind: SlotKind): string {
  return `<div class="${SLOT_CLASS}" ${SLOT_ATTR}="${kind}"></div>`;
}

/** What goes inside a slot: the block, the invitation, or nothing. */
export function sponsorsSlotContent(html: string | null | undefined, kind: SlotKind): string {
  if (html) return `<div class="sponsors" data-sponsors="">${html}</div>`;
  return kind === 'placeholder' ? '<p class="sponsors-placeholder">Your logo here. <a href="mailto:sponsor@livecodes.io">Become a sponsor</a></p>' : '';
}

/** The slot filled with `html`, as the worker serves it. */
export function filledSponsorsSlot(html: string | null | undefined, kind: SlotKind): string {
  return `<div class="${SLOT_CLASS}" ${SLOT_ATTR}="${kind}">${sponsorsSlotContent(html, kind)}</div>`;
}

export const SPONSORS_SLOT_KINDS: readonly SlotKind[] = ['', 'placeholder'];

export function Sponsors({ placeholder }: { placeholder?: boolean }) {
  const source = useContext(SponsorsContext);
  const kind: SlotKind = placeholder ? 'placeholder' : '';
  // Unknown: empty. Hydration keeps whatever the worker put in the slot (its HTML is not compared);
  // the same object across renders, so React sets the slot's HTML only when the block changes.
  const inner = useMemo(() => ({ __html: source === undefined ? '' : sponsorsSlotContent(source, kind) }), [source, kind]);
  return (
    <div
      className={SLOT_CLASS}
      {...{ [SLOT_ATTR]: kind }}
      dangerouslySetInnerHTML={inner}
      suppressHydrationWarning
    />
  );
}
