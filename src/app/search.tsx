/**
 * Search entry points: the navbar search box (a plain GET form to /docs/search without JavaScript)
 * opens the DocSearch modal on click, focus, Ctrl+K / Cmd+K and "/". The modal's code loads on
 * first use and is preloaded when the box is hovered or focused.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SEARCH_PAGE_PATH } from '../shared/search-settings.ts';

const loadModal = () => import('./search-modal.tsx');
const SearchModal = lazy(loadModal);

interface SearchControl {
  open: (initialQuery?: string) => void;
  preload: () => void;
}

const SearchContext = createContext<SearchControl>({ open: () => {}, preload: () => {} });

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

export function SearchProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; query: string }>({ open: false, query: '' });
  const returnFocus = useRef<HTMLElement | null>(null);
  // True while focus goes back to a search box: that focus must not reopen the modal.
  const refocusing = useRef(false);
  const open = useCallback((initialQuery = '') => {
    if (refocusing.current) return;
    returnFocus.current = document.activeElement as HTMLElement | null;
    setState({ open: true, query: initialQuery });
  }, []);
  const close = useCallback(() => {
    setState((s) => ({ ...s, open: false }));
    // Back to where the reader was, the search box included (without reopening the modal).
    const target = returnFocus.current;
    requestAnimationFrame(() => {
      refocusing.current = true;
      target?.focus();
      refocusing.current = false;
    });
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && state.open) {
        event.preventDefault();
        close();
        return;
      }
      const cmdK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isTyping(event.target);
      if ((cmdK || slash) && !state.open) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close, state.open]);
  const control = useMemo(() => ({ open, preload: () => void loadModal().catch(() => {}) }), [open]);
  return (
    <SearchContext value={control}>
      {children}
      {state.open && (
        <Suspense fallback={null}>
          <SearchModal initialQuery={state.query} onClose={close} />
        </Suspense>
      )}
    </SearchContext>
  );
}

/** A search form; `name` tells it apart from the page's other search landmarks (the navbar's is "Site search"). */
export function SearchBox({ id = 'navbar-search', name = 'Site search' }: { id?: string; name?: string }) {
  const { open, preload } = useContext(SearchContext);
  return (
    <form className="search-box" role="search" aria-label={name} action={SEARCH_PAGE_PATH} method="get">
      <label htmlFor={id} className="visually-hidden">
        Search the docs
      </label>
      <svg className="search-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m14.4 14.4 4 4M8.7 16a7.3 7.3 0 1 0 0-14.6 7.3 7.3 0 0 0 0 14.6Z" />
      </svg>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search"
        maxLength={64}
        autoComplete="off"
        onPointerEnter={preload}
        onFocus={(e) => {
          preload();
          open(e.currentTarget.value);
        }}
        onClick={(e) => open(e.currentTarget.value)}
      />
      <kbd className="search-kbd" aria-hidden="true">
        Ctrl K
      </kbd>
    </form>
  );
}
