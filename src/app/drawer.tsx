/**
 * Mobile navigation drawer (below 996px): navbar items and the docs sidebar in a modal dialog.
 * Closes on navigation, Escape, backdrop click and when the layout becomes desktop; traps focus
 * while open and gives it back to the menu button on close.
 */
import { useEffect, useRef } from 'react';
import type { SidebarItem } from '../shared/types.ts';
import { CloseIcon } from './close-icon.tsx';
import { NavLink } from './nav-link.tsx';
import { useRouter } from './router.tsx';
import { Sidebar } from './sidebar.tsx';
import { site } from './site-data.ts';

export const DESKTOP_QUERY = '(min-width: 996px)';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Drawer({ open, onClose, sidebar }: { open: boolean; onClose: () => void; sidebar: SidebarItem[] }) {
  const panel = useRef<HTMLDivElement>(null);
  const { path } = useRouter();
  const lastPath = useRef(path);

  useEffect(() => {
    // A navigation (path change) while open closes the drawer.
    if (path !== lastPath.current && open) onClose();
    lastPath.current = path;
  }, [path, open, onClose]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const media = window.matchMedia(DESKTOP_QUERY);
    const onMedia = () => media.matches && onClose();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!panel.current.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    media.addEventListener('change', onMedia);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      media.removeEventListener('change', onMedia);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      previous?.focus();
    };
    // Runs when the drawer opens or closes, not on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, onClose]);

  if (!open) return null;
  const items = [...site.navbar.left, ...site.navbar.right];
  return (
    <div className="drawer-root">
      <div className="drawer-backdrop" onClick={onClose} data-testid="drawer-backdrop" />
      <div className="drawer" role="dialog" aria-modal="true" aria-label="Navigation menu" ref={panel}>
        <div className="drawer-header">
          <span className="drawer-title">{site.navbar.title}</span>
          <button type="button" className="icon-button drawer-close" aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Main (mobile)">
          <ul className="drawer-links">
            {items.map((item) => (
              <li key={item.label}>
                <NavLink item={item} className="drawer-link" />
              </li>
            ))}
          </ul>
        </nav>
        {sidebar.length > 0 && <Sidebar items={sidebar} label="Docs sidebar (mobile)" />}
      </div>
    </div>
  );
}
