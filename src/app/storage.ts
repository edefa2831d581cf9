/**
 * Web Storage that never throws: when storage is blocked (privacy mode, quota, sandbox) it warns
 * once and every read/write becomes a no-op. `storage` persists; `sessionStore` lasts for the tab.
 */
let warned = false;
/** Each kind is probed once: a probe writes, and every write is an event in the site's other tabs. */
const probed: Partial<Record<'localStorage' | 'sessionStorage', Storage | null>> = {};

function backend(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  if (probed[kind] !== undefined) return probed[kind];
  try {
    const s = window[kind];
    const probe = '__docs_storage_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return (probed[kind] = s);
  } catch {
    if (!warned) {
      warned = true;
      console.warn('LiveCodes docs: web storage is unavailable; preferences will not be saved.');
    }
    return (probed[kind] = null);
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
