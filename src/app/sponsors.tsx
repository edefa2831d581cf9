/**
 * The sponsors block. On the server its HTML arrives as a promise and streams in behind Suspense,
 * so a slow upstream never delays the page; in the browser it is the HTML already in the document.
 */
import { createContext, Suspense, use, useContext } from 'react';

/** Sanitized HTML of the block, or null when there is nothing to show. */
export type SponsorsSource = PromiseLike<string | null> | string | null;

export const SponsorsContext = createContext<SponsorsSource>(null);

function Block({ placeholder }: { placeholder?: boolean }) {
  const source = useContext(SponsorsContext);
  const html = typeof source === 'string' || source === null ? source : use(source);
  if (!html) {
    return placeholder ? (
      <p className="sponsors-placeholder">
        Your logo here. <a href="mailto:sponsor@livecodes.io">Become a sponsor</a>
      </p>
    ) : null;
  }
  return <div className="sponsors" data-sponsors="" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** `placeholder`: show an invitation where there are no sponsors to show (used on /docs/sponsor). */
export function Sponsors({ placeholder }: { placeholder?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Block placeholder={placeholder} />
    </Suspense>
  );
}
