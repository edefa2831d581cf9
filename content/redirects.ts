/**
 * Permanent redirects for moved pages (old route -> new route), applied by the worker with 301.
 * Write the old route without a trailing slash: its `/` and `.html` forms redirect too.
 */
export const redirects: Record<string, string> = {
  '/docs/languages/pyodide': '/docs/languages/python-wasm',
  // The examples have no index of their own: the display modes lead them.
  '/docs/examples': '/docs/examples/display-modes',
};
