/** Permanent redirects for moved pages (old route -> new route), applied by the worker with 301. */
export const redirects: Record<string, string> = {
  '/docs/languages/pyodide': '/docs/languages/python-wasm',
};
