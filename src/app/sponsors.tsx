/**
 * The sponsors block. On the server its HTML arrives as a promise and streams in behind Suspense,
 * so a slow upstream never delays the page; in the browser it is the HTML already in the document.
 */
import { createContext, Suspense, use, useContext } from 'react';

/** Sanitized HTML of the block, or null when there is nothing to show. */
export type SponsorsSource = Promise<string | null> | string | null;

export const SponsorsContext = createContext<SponsorsSource>(null);

function Block() {
  const source = useContext(SponsorsContext);
  const html = typeof source === 'string' || source === null ? source : use(source);
  if (!html) return null;
  return <div className="sponsors" data-sponsors="" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Sponsors() {
  return (
    <Suspense fallback={null}>
      <Block />
    </Suspense>
  );
}
