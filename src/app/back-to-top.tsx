/**
 * A button that takes the reader back to the top of a long page, as Docusaurus's does: it appears
 * once the reader is well down the page and starts scrolling back up, and goes when they scroll on
 * down or reach the top, so it never sits over text they are reading.
 */
import { useEffect, useState } from 'react';

/** How far down (px) the page must be before the button is offered. */
const SHOWN_BELOW = 300;

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < last - 1 && y > SHOWN_BELOW) setShown(true);
      else if (y > last + 1 || y <= SHOWN_BELOW) setShown(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    // Keyboard users go on from the top of the content, not from a button that is about to go.
    document.getElementById('main')?.focus({ preventScroll: true });
    setShown(false);
  };
  return (
    <button type="button" className="back-to-top" aria-label="Scroll back to top" hidden={!shown} onClick={toTop}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
