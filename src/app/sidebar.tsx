import { useEffect, useId, useRef, useState } from 'react';
import { containsPath } from '../shared/sidebar.ts';
import type { SidebarCategory, SidebarItem } from '../shared/types.ts';
import { animateCollapse } from './collapse.ts';
import { Link, useRouter } from './router.tsx';
import { sessionStore } from './storage.ts';

const stateKey = (item: SidebarCategory) => `docs-sidebar-collapsed:${item.href ?? item.label}`;

function Category({ item, path }: { item: SidebarCategory; path: string }) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const active = item.href === path;
  const holdsCurrent = containsPath(item, path);
  // Server render: open if configured open or holding the current page. The session may remember otherwise.
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !holdsCurrent);
  // Items of a collapsed category are rendered once it is first opened: keeps every page's HTML small
  // (the category's own page lists them too, for readers without JavaScript).
  const [rendered, setRendered] = useState(!collapsed);
  if (!collapsed && !rendered) setRendered(true);
  useEffect(() => {
    const remembered = sessionStore.get(stateKey(item));
    if (remembered !== null && !holdsCurrent) setCollapsed(remembered === 'true');
    // Only on mount: later the user's clicks drive the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (holdsCurrent) setCollapsed(false);
  }, [holdsCurrent]);

  const toggle = () => {
    const next = !collapsed;
    sessionStore.set(stateKey(item), String(next));
    const el = list.current;
    if (!el) return setCollapsed(next);
    if (next) animateCollapse(el, false, () => setCollapsed(true));
    else {
      setCollapsed(false);
      requestAnimationFrame(() => animateCollapse(el, true, () => {}));
    }
  };

  const label = item.href ? (
    <Link href={item.href} className={active ? 'sidebar-link active' : 'sidebar-link'} aria-current={active ? 'page' : undefined}>
      {item.label}
    </Link>
  ) : (
    <span className="sidebar-link">{item.label}</span>
  );
  return (
    <li className={`sidebar-item sidebar-category${collapsed ? ' collapsed' : ''}`}>
      <div className="sidebar-category-label">
        {label}
        {item.collapsible && (
          <button
            type="button"
            className="sidebar-toggle"
            aria-expanded={!collapsed}
            aria-controls={listId}
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
            onClick={toggle}
          />
        )}
      </div>
      <ul className="sidebar-list" id={listId} ref={list} hidden={collapsed}>
        {rendered && item.items.map((child) => <Item key={child.href ?? child.label} item={child} path={path} />)}
      </ul>
    </li>
  );
}

function Item({ item, path }: { item: SidebarItem; path: string }) {
  if (item.type === 'category') return <Category item={item} path={path} />;
  const active = item.href === path;
  return (
    <li className="sidebar-item">
      <Link href={item.href} className={active ? 'sidebar-link active' : 'sidebar-link'} aria-current={active ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );
}

export function Sidebar({ items, label = 'Docs sidebar' }: { items: SidebarItem[]; label?: string }) {
  const { path } = useRouter();
  const nav = useRef<HTMLElement>(null);
  // Bring the current page's link into view when it sits below the fold of a long sidebar.
  useEffect(() => {
    const el = nav.current;
    const active = el?.querySelector<HTMLElement>('.sidebar-link.active');
    if (!el || !active) return;
    const top = active.offsetTop - el.offsetTop;
    if (top < el.scrollTop || top > el.scrollTop + el.clientHeight - 40) el.scrollTop = Math.max(0, top - el.clientHeight / 3);
  }, [path]);
  return (
    <nav className="sidebar" aria-label={label} ref={nav}>
      <ul className="sidebar-list">
        {items.map((item) => (
          <Item key={item.href ?? item.label} item={item} path={path} />
        ))}
      </ul>
    </nav>
  );
}
