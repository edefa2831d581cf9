import { useEffect, useState } from 'react';
import type { TocItem } from '../shared/types.ts';

/** Id of the last heading scrolled past the top of the viewport (the section being read). */
function useActiveHeading(toc: TocItem[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (toc.length === 0) return;
    const offset = 100;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const item of toc) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top <= offset) current = item.id;
      }
      // At the very bottom, the last heading is the one being read even if it never reached the top.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = toc[toc.length - 1].id;
      setActive(current ?? toc[0].id);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [toc]);
  return active;
}

/** Nested list of the page's headings (levels set per page, 2-3 by default), highlighting the one in view. */
export function TableOfContents({ toc, labelId = 'toc-title', heading = true }: { toc: TocItem[]; labelId?: string; heading?: boolean }) {
  const active = useActiveHeading(heading ? toc : []);
  if (toc.length === 0) return null;
  const base = Math.min(...toc.map((t) => t.level));
  return (
    <nav className="toc" {...(heading ? { 'aria-labelledby': labelId } : { 'aria-label': 'On this page' })}>
      {heading && (
        <h2 id={labelId} className="toc-title">
          On this page
        </h2>
      )}
      <ul className="toc-list">
        {toc.map((item) => (
          <li key={item.id} className={`toc-item toc-level-${item.level - base}`}>
            <a href={`#${item.id}`} className={item.id === active ? 'toc-link active' : 'toc-link'} aria-current={item.id === active ? 'location' : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
