/** Light/dark toggle. The pre-paint script (src/shared/pre-paint.ts) already applied the stored mode. */
import { useCallback, useEffect, useState } from 'react';
import { THEME_STORAGE_KEY } from '../shared/pre-paint.ts';
import { storage } from './storage.ts';

type Mode = 'light' | 'dark';

const currentMode = (): Mode =>
  typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

export function useColorMode(): [Mode | null, (mode: Mode) => void] {
  // null until mounted: the server cannot know the stored mode, so the first render must not depend on it.
  const [mode, setMode] = useState<Mode | null>(null);
  useEffect(() => {
    setMode(currentMode());
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const next: Mode = event.newValue === 'dark' ? 'dark' : 'light';
      document.documentElement.dataset.theme = next;
      setMode(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const update = useCallback((next: Mode) => {
    document.documentElement.dataset.theme = next;
    storage.set(THEME_STORAGE_KEY, next);
    setMode(next);
  }, []);
  return [mode, update];
}

export function ColorModeToggle() {
  const [mode, setMode] = useColorMode();
  const next: Mode = (mode ?? currentMode()) === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      onClick={() => setMode(next)}
      title={mode ? `Switch to ${next} mode` : 'Switch between dark and light mode'}
      aria-label={mode ? `Switch to ${next} mode (currently ${mode} mode)` : 'Switch between dark and light mode'}
    >
      <svg className="icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Zm0 17a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0v-2a1 1 0 0 1 1-1ZM3 11h2a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Zm16 0h2a1 1 0 1 1 0 2h-2a1 1 0 1 1 0-2ZM5.6 4.2 7 5.6A1 1 0 1 1 5.6 7L4.2 5.6a1 1 0 0 1 1.4-1.4Zm12.8 12.8 1.4 1.4a1 1 0 0 1-1.4 1.4L17 18.4a1 1 0 0 1 1.4-1.4ZM4.2 18.4 5.6 17A1 1 0 1 1 7 18.4l-1.4 1.4a1 1 0 0 1-1.4-1.4ZM17 5.6l1.4-1.4a1 1 0 1 1 1.4 1.4L18.4 7A1 1 0 0 1 17 5.6Z" />
      </svg>
      <svg className="icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M9.4 2.2a1 1 0 0 1 .3 1.1 8 8 0 0 0 11 10 1 1 0 0 1 1.3 1.3A10 10 0 1 1 8.3 2a1 1 0 0 1 1.1.2Z" />
      </svg>
    </button>
  );
}
