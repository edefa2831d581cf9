/**
 * Structured logs tagged with the request id. Messages only: request bodies, headers and query
 * strings are never logged.
 */
export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

const describe = (detail: unknown) => (detail instanceof Error ? detail.message : detail === undefined ? undefined : String(detail));

export function createLogger(requestId: string): Logger {
  const write = (level: 'error' | 'warn') => (message: string, detail?: unknown) =>
    console[level](JSON.stringify({ level, requestId, message, ...(detail === undefined ? {} : { detail: describe(detail) }) }));
  return { error: write('error'), warn: write('warn') };
}
