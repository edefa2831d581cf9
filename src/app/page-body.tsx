/**
 * The content of a page: HTML the build rendered from its MDX (build/bodies.tsx). The server puts it
 * in as it is; in the browser React keeps it as it is (never re-rendering page content), and
 * src/behaviors/ adds what is interactive.
 */
import { memo } from 'react';

export const PAGE_BODY_CLASS = 'page-body';

/**
 * Memoized: a render of the shell (the sponsors block arriving, the colour mode…) must never set the
 * body's HTML again, which would replace every element in it with an identical copy.
 */
export const PageBody = memo(function PageBody({ html }: { html: string }) {
  // The same element on both sides, so hydration keeps the server's markup untouched.
  return <div className={PAGE_BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
});
