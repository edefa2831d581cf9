import { useEffect, useRef, useState } from 'react';
import { ColorModeToggle } from './color-mode.tsx';
import { NavItemBoundary } from './error-boundary.tsx';
import { NavLink } from './nav-link.tsx';
import { Link, useRouter } from './router.tsx';
import { SearchBox } from './search.tsx';
import { site } from './site-data.ts';

/** The languages the docs are written in (one so far), as a dropdown like the site's other menus. */
function LocaleSwitcher() {
  const { path } = useRouter();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div className="locale-switcher navbar-dropdown" ref={root}>
      <button type="button" className="navbar-link" aria-expanded={open} aria-controls="locale-menu" onClick={() => setOpen(!open)} ref={button}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </svg>
        <span>English</span>
        <span className="navbar-caret" aria-hidden="true" />
      </button>
      <ul id="locale-menu" className="dropdown-menu" hidden={!open} aria-label="Language">
        <li>
          <Link href={path} className="dropdown-link active" lang="en" aria-current="true" onClick={() => setOpen(false)}>
            English
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** Hides the navbar while scrolling down when `site.navbar.hideOnScroll` is on (it is off). */
function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last && y > 60);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

export function Navbar({ onMenu, menuOpen = false }: { onMenu?: () => void; menuOpen?: boolean }) {
  const { navbar } = site;
  const hidden = useHideOnScroll(navbar.hideOnScroll);
  return (
    <header className={hidden ? 'navbar navbar-hidden' : 'navbar'}>
      <nav className="navbar-inner" aria-label="Main">
        <button type="button" className="icon-button navbar-menu" aria-label="Open navigation menu" aria-expanded={menuOpen} aria-haspopup="dialog" onClick={onMenu}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
        <Link href="/docs/" className="navbar-brand">
          <img src="/docs/img/livecodes-logo.svg" alt={navbar.logoAlt} width="32" height="32" />
          <span>{navbar.title}</span>
        </Link>
        <ul className="navbar-items navbar-left">
          {navbar.left.map((item) => (
            <li key={item.label}>
              <NavItemBoundary label={item.label}>
                <NavLink item={item} className="navbar-link" />
              </NavItemBoundary>
            </li>
          ))}
        </ul>
        <div className="navbar-spacer" />
        <ul className="navbar-items navbar-right">
          {navbar.right.map((item) => (
            <li key={item.label}>
              <NavItemBoundary label={item.label}>
                <NavLink item={item} className="navbar-link" />
              </NavItemBoundary>
            </li>
          ))}
        </ul>
        <LocaleSwitcher />
        <ColorModeToggle />
        <SearchBox />
      </nav>
    </header>
  );
}
