import { containsPath } from '../shared/sidebar.ts';
import type { SidebarItem } from '../shared/types.ts';
import { Link, useRouter } from './router.tsx';

function Item({ item, path }: { item: SidebarItem; path: string }) {
  if (item.type === 'link') {
    const active = item.href === path;
    return (
      <li className="sidebar-item">
        <Link href={item.href} className={active ? 'sidebar-link active' : 'sidebar-link'} aria-current={active ? 'page' : undefined}>
          {item.label}
        </Link>
      </li>
    );
  }
  const active = item.href === path;
  const label = item.href ? (
    <Link href={item.href} className={active ? 'sidebar-link active' : 'sidebar-link'} aria-current={active ? 'page' : undefined}>
      {item.label}
    </Link>
  ) : (
    <span className="sidebar-link">{item.label}</span>
  );
  const list = (
    <ul className="sidebar-list">
      {item.items.map((child) => (
        <Item key={child.href ?? child.label} item={child} path={path} />
      ))}
    </ul>
  );
  if (!item.collapsible) {
    return (
      <li className="sidebar-item sidebar-category">
        <div className="sidebar-category-label">{label}</div>
        {list}
      </li>
    );
  }
  // <details> keeps categories usable without JavaScript; the current page's category starts open.
  const open = !item.collapsed || containsPath(item, path);
  return (
    <li className="sidebar-item sidebar-category">
      <details open={open}>
        <summary className="sidebar-category-label">{label}</summary>
        {list}
      </details>
    </li>
  );
}

export function Sidebar({ items }: { items: SidebarItem[] }) {
  const { path } = useRouter();
  return (
    <nav className="sidebar" aria-label="Docs sidebar">
      <ul className="sidebar-list">
        {items.map((item) => (
          <Item key={item.href ?? item.label} item={item} path={path} />
        ))}
      </ul>
    </nav>
  );
}
