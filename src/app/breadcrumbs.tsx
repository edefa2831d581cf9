import { breadcrumbs } from '../shared/sidebar.ts';
import type { SidebarItem } from '../shared/types.ts';
import { Link } from './router.tsx';

export function Breadcrumbs({ items, path, title }: { items: SidebarItem[]; path: string; title: string }) {
  const trail = breadcrumbs(items, path).slice(0, -1);
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link href="/docs/" aria-label="Home page" className="breadcrumbs-home">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1Z" />
            </svg>
          </Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{title}</span>
        </li>
      </ol>
    </nav>
  );
}
