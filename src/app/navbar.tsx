import { useEffect, useState } from 'react';
import { ColorModeToggle } from './color-mode.tsx';
import { NavItemBoundary } from './error-boundary.tsx';
import { NavLink } from './nav-link.tsx';
import { Link } from './router.tsx';
import { SearchBox } from './search.tsx';
import { site } from './site-data.ts';

function LocaleSwitcher() {
  return (
    <div className="locale-switcher">
      <label htmlFor="locale" className="visually-hidden">
        Language
      </label>
      <select id="locale" defaultValue="en" aria-label="Language">
        <option value="en" lang="en">
          English
        </option>
      </select>
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
