import { Link } from '../app/router.tsx';
import type { DocCard } from '../shared/types.ts';

/** Cards for a category's pages; `items` is filled in at build time (build/mdx/build-time-props.ts). */
export function DocCardList({ items = [] }: { items?: DocCard[] }) {
  return (
    <ul className="card-grid">
      {items.map((card) => (
        <li key={card.href}>
          <Link href={card.href} className="card">
            <span className="card-title">{card.title}</span>
            {card.description && <span className="card-description">{card.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
