/**
 * localStorage that never throws: when storage is blocked (privacy mode, quota, sandbox)
 * it warns once and every read/write becomes a no-op.
 */
let warned = false;

function backend(): Storage | null {
  try {
    const s = window.localStorage;
    const probe = '__docs_storage_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    if (!warned) {
      warned = true;
      console.warn('LiveCodes docs: localStorage is unavailable; preferences will not be saved.');
    }
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      backend()?.setItem(key, value);
    } catch {
      /* quota or blocked: preference is simply not kept */
    }
  },
  remove(key: string): void {
    try {
      backend()?.removeItem(key);
    } catch {
      /* see set() */
    }
  },
};
