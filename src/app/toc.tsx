import type { TocItem } from '../shared/types.ts';

/** Nested list of the page's headings (levels set per page, 2-3 by default). */
export function TableOfContents({ toc, labelId = 'toc-title' }: { toc: TocItem[]; labelId?: string }) {
  if (toc.length === 0) return null;
  const base = Math.min(...toc.map((t) => t.level));
  return (
    <nav className="toc" aria-labelledby={labelId}>
      <h2 id={labelId} className="toc-title">
        On this page
      </h2>
      <ul className="toc-list">
        {toc.map((item) => (
          <li key={item.id} className={`toc-item toc-level-${item.level - base}`}>
            <a href={`#${item.id}`} className="toc-link">
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
