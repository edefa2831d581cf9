/**
 * The sponsors block. The worker renders it from the sponsors feed as it serves the page: when the
 * block is at hand it is in the page at once; while it is on its way the page streams and React
 * sends the block when it arrives (Suspense, whose fallback is the empty slot). In the browser it
 * keeps the HTML the page came with, or the one fetched for pages reached by navigation.
 */
import { createContext, Suspense, use, useContext, useMemo } from 'react';

/** Sanitized HTML of the block; null when there is nothing to show; undefined while unknown (in the browser); a promise while the worker waits for it. */
export type SponsorsSource = string | null | undefined | Promise<string | null>;

export const SponsorsContext = createContext<SponsorsSource>(undefined);

/** What the slot holds: the block, the invitation (`placeholder`, where a page lists its sponsors), or nothing. */
function slotContent(html: string | null | undefined, placeholder: boolean): string {
  if (html) return `<div class="sponsors" data-sponsors="">${html}</div>`;
  return placeholder && html === null ? '<p class="sponsors-placeholder">Your logo here. <a href="mailto:sponsor@livecodes.io">Become a sponsor</a></p>' : '';
}

function Slot({ html, placeholder }: { html: string | null | undefined; placeholder: boolean }) {
  // The same object across renders, so React sets the slot's HTML only when the block changes.
  // Hydration keeps whatever the server put in the slot (its HTML is not compared).
  const inner = useMemo(() => ({ __html: slotContent(html, placeholder) }), [html, placeholder]);
  return <div className="sponsors-slot" dangerouslySetInnerHTML={inner} suppressHydrationWarning />;
}

function KnownSlot({ placeholder }: { placeholder: boolean }) {
  const source = useContext(SponsorsContext);
  return <Slot html={source instanceof Promise ? use(source) : source} placeholder={placeholder} />;
}

export function Sponsors({ placeholder = false }: { placeholder?: boolean }) {
  return (
    <Suspense fallback={<Slot html={undefined} placeholder={placeholder} />}>
      <KnownSlot placeholder={placeholder} />
    </Suspense>
  );
}
