/**
 * Content-Security-Policy violation reports (`report-uri` and `report-to` both post here). Each
 * report becomes one concise JSON log line; the endpoint is public, so bodies are size-capped and
 * each isolate logs at most REPORTS_PER_MINUTE reports (the rest are answered 429 and dropped).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

export const MAX_REPORT_BYTES = 16 * 1024;
export const REPORTS_PER_MINUTE = 30;
/** A report-to batch may hold several reports: at most this many of one request are logged. */
const MAX_REPORTS_PER_REQUEST = 5;
const MAX_FIELD = 200;

let windowStart = 0;
let logged = 0;

/** Whether this isolate may log `count` more reports in the current minute (and counts them if so). */
function take(count: number): number {
  const now = Date.now();
  if (now - windowStart >= 60_000) {
    windowStart = now;
    logged = 0;
  }
  const granted = Math.min(count, REPORTS_PER_MINUTE - logged);
  logged += granted;
  return granted;
}

/** A URL without its query string and fragment (they may carry tokens), or a keyword such as 'inline'. */
function field(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || !value) return undefined;
  return value.replace(/[?#].*$/s, '').slice(0, MAX_FIELD);
}

interface Violation {
  page?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: string;
  disposition?: string;
}

/** Both shapes: `{ "csp-report": {…} }` (report-uri) and `[{ type: "csp-violation", body: {…} }]` (report-to). */
function violations(body: unknown): Violation[] | null {
  if (Array.isArray(body)) {
    return body
      .filter((r): r is { type: string; body: Record<string, unknown> } => typeof r === 'object' && r !== null && r.type === 'csp-violation' && typeof r.body === 'object' && r.body !== null)
      .map(({ body: b }) => ({ page: field(b.documentURL), directive: field(b.effectiveDirective), blocked: field(b.blockedURL), source: field(b.sourceFile), line: field(b.lineNumber), disposition: field(b.disposition) }));
  }
  const report = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['csp-report'] : undefined;
  if (typeof report !== 'object' || report === null) return null;
  const r = report as Record<string, unknown>;
  return [{ page: field(r['document-uri']), directive: field(r['effective-directive'] ?? r['violated-directive']), blocked: field(r['blocked-uri']), source: field(r['source-file']), line: field(r['line-number']), disposition: field(r.disposition) }];
}

export async function serveCspReport(c: Context<AppEnv>): Promise<Response> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return c.json({ message: 'A CSP report must be JSON', status: 400 }, 400);
  }
  const found = violations(body);
  if (!found) return c.json({ message: 'Not a CSP violation report', status: 400 }, 400);
  const reports = found.slice(0, MAX_REPORTS_PER_REQUEST);
  const granted = take(reports.length);
  for (const report of reports.slice(0, granted)) {
    console.warn(JSON.stringify({ level: 'warn', requestId: c.get('requestId'), message: 'csp violation', ...report }));
  }
  if (granted < reports.length) return c.json({ message: 'Too many reports', status: 429 }, 429, { 'Retry-After': '60' });
  return c.body(null, 204);
}
