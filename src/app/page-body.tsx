/**
 * The content of a page. The worker renders the MDX into it; in the browser it holds that HTML as
 * it is (React never re-renders page content), and src/behaviors/ adds what is interactive.
 */
import { memo, type ReactNode } from 'react';

export const PAGE_BODY_CLASS = 'page-body';

/**
 * Memoized: a render of the shell (the sponsors block arriving, the colour mode…) must never set the
 * body's HTML again, which would replace every element in it with an identical copy.
 */
export const PageBody = memo(function PageBody(props: { children: ReactNode } | { html: string }) {
  // The same element on both sides, so hydration keeps the server's markup untouched.
  return 'html' in props ? (
    <div className={PAGE_BODY_CLASS} dangerouslySetInnerHTML={{ __html: props.html }} suppressHydrationWarning />
  ) : (
    <div className={PAGE_BODY_CLASS}>{props.children}</div>
  );
});
