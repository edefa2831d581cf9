/**
 * Web Storage that never throws: when storage is blocked (privacy mode, quota, sandbox) it warns
 * once and every read/write becomes a no-op. `storage` persists; `sessionStore` lasts for the tab.
 */
let warned = false;

function backend(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const s = window[kind];
    const probe = '__docs_storage_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    if (!warned) {
      warned = true;
      console.warn('LiveCodes docs: web storage is unavailable; preferences will not be saved.');
    }
    return null;
  }
}

function createStore(kind: 'localStorage' | 'sessionStorage') {
  return {
    get(key: string): string | null {
      try {
        return backend(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        backend(kind)?.setItem(key, value);
      } catch {
        /* quota or blocked: the preference is simply not kept */
      }
    },
    remove(key: string): void {
      try {
        backend(kind)?.removeItem(key);
      } catch {
        /* see set() */
      }
    },
  };
}

export const storage = createStore('localStorage');
export const sessionStore = createStore('sessionStorage');
