/**
 * The security headers every answer carries, whoever produces it: the worker's middleware sets them
 * on its responses, the build writes them into `_headers` for static files. One list, so the two
 * cannot drift apart. HTML pages get a Content-Security-Policy on top (worker/middleware/security-headers.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  // Pages open 'Open in LiveCodes' in a new tab with rel="noopener" and embed the playground as an
  // iframe: neither needs a shared browsing context group, so pages keep their own.
  'Cross-Origin-Opener-Policy': 'same-origin',
  // same-site, not same-origin: the app and docs share livecodes.io and its subdomains.
  'Cross-Origin-Resource-Policy': 'same-site',
};

/** Where browsers send CSP violation reports (worker/routes/csp-report.ts). */
export const CSP_REPORT_PATH = '/docs/csp-report';
