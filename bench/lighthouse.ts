/**
 * `npx tsx bench/lighthouse.ts [--runs N] [--quick] [--save DIR]`: Lighthouse scores and Core Web
 * Vitals of the four page types (home, overview, a feature page, a language page).
 *
 * The site (already built: run `npm run build` first) is served by `wrangler dev` on 127.0.0.1
 * (bench/lib.ts). Each page × form factor (mobile: Lighthouse's default config; desktop: its
 * desktop preset) is audited N times (default 3), each run in a fresh headless Chromium with a
 * fresh profile, and the median of each figure is printed: the performance, accessibility,
 * best-practices and SEO scores, FCP, LCP, TBT, CLS and total byte weight. Every row is checked
 * against the targets (all four scores 100, LCP ≤ 1200 ms, TBT ≤ 50 ms, CLS = 0), and the audits
 * that cost points in any category are listed after the table.
 *
 * Each form factor ends with two reference rows, the floors: a page holding only a heading, a
 * paragraph and the site's pre-paint script, served by a plain Node server on loopback, once with the
 * site's security headers and once without Cross-Origin-Opener-Policy. Any page that runs a script
 * pays what the first gets (a fresh renderer creates its JavaScript context, opens localStorage and
 * loads a font), so read the pages' TBT against it: where it misses a target, this Chromium on this
 * machine cannot meet that target for any page of the site. The second row shows what COOP costs in
 * Lighthouse's lab: its navigation starts from about:blank, and COOP makes Chromium move the page to a
 * new browsing context group, a renderer started cold at that moment (bench/README.md, "Lighthouse
 * and Cross-Origin-Opener-Policy").
 *
 * --quick: 1 run, mobile only. --save DIR: also write every Lighthouse report (JSON) to DIR.
 * Chromium is /usr/bin/chromium unless CHROMIUM_PATH says otherwise.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { prePaintScript } from '../src/shared/pre-paint.ts';
import { SECURITY_HEADERS } from '../src/shared/security-headers.ts';
import { BROWSER_PAGES, CHROMIUM_ARGS, median, root, startWorker, table } from './lib.ts';

const PAGES = BROWSER_PAGES;

const FORM_FACTORS: { name: 'mobile' | 'desktop'; config?: Config }[] = [
  { name: 'mobile', config: undefined }, // Lighthouse's default config (Moto G Power, slow 4G, 4× CPU)
  { name: 'desktop', config: desktopConfig },
];

const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="The least a page with a script can cost.">' +
  `<script>${prePaintScript()}</script></head>` +
  '<body><main><h1>Floor</h1><p>A heading, a paragraph and the pre-paint script: nothing else.</p></main></body></html>';

/** Serves the floor page at `/` (and 404 for anything else) on loopback, with the site's security headers or without COOP. */
async function startFloorServer(withCoop: boolean): Promise<{ url: string; close: () => void }> {
  const headers = Object.fromEntries(Object.entries(SECURITY_HEADERS).filter(([name]) => withCoop || name !== 'Cross-Origin-Opener-Policy'));
  const server = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_HTML);
    else if (req.url === '/favicon.ico') res.writeHead(204).end(); // a 404 here is a console error: best practices < 100
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const TARGETS = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0 };

// chrome-launcher starts a headful browser unless told otherwise.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface Figures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  weightKB: number;
}

/** An audit that cost points: per page/form factor, in how many runs and why (first failing run's reason). */
interface Failure {
  category: string;
  id: string;
  title: string;
  where: Map<string, { runs: number; reason: string }>;
}

function parseArgs(argv: string[]): { runs: number; quick: boolean; saveDir?: string } {
  const quick = argv.includes('--quick');
  const valueOf = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const runsArg = valueOf('--runs');
  const runs = quick ? 1 : runsArg === undefined ? 3 : Number(runsArg);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs expects a positive integer, got ${runsArg}`);
    process.exit(1);
  }
  return { runs, quick, saveDir: valueOf('--save') };
}

function figures(lhr: Result): Figures {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[id]?.score;
    return value == null ? NaN : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    weightKB: numeric('total-byte-weight') / 1024,
  };
}

/** A short reason for a failing audit: its display value or explanation, plus the first offending items. */
function reasonOf(audit: Result['audits'][string]): string {
  const parts: string[] = [];
  if (audit.displayValue) parts.push(audit.displayValue);
  if (audit.explanation) parts.push(audit.explanation);
  const details = audit.details as { type?: string; items?: Record<string, unknown>[] } | undefined;
  if (details?.type === 'table' || details?.type === 'list' || details?.type === 'opportunity') {
    const items = details.items ?? [];
    const shown = items.slice(0, 2).map((item) => {
      const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
      if (node) {
        // axe's explanation: "Fix any of the following:\n  reason\n  reason"; keep the first reason.
        const why = node.explanation?.split('\n').map((l) => l.trim()).filter((l) => l && !/^Fix (any|all) of the following:$/.test(l))[0];
        return `${node.selector ?? node.snippet ?? ''}${why ? ` (${why})` : ''}`;
      }
      if (typeof item.href === 'string') return `${item.href}${typeof item.text === 'string' ? ` "${item.text}"` : ''}`;
      return String(item.url ?? item.source ?? item.description ?? '');
    });
    const more = items.length - shown.length;
    if (shown.some(Boolean)) parts.push(shown.join(' | ') + (more > 0 ? ` (+${more} more)` : ''));
  }
  return parts.join('; ') || '(no details)';
}

/** Records the audits that lowered a category score below 100 in this run. */
function collectFailures(lhr: Result, robotsTxtError: string | undefined, where: string, failures: Map<string, Failure>): void {
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    if (!cat || cat.score === 1) continue;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      // Only audits that carry weight can lower the score; score null = not applicable / informative.
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const key = `${category}:${ref.id}`;
      const failure = failures.get(key) ?? { category, id: ref.id, title: audit.title, where: new Map() };
      let reason = reasonOf(audit);
      if (ref.id === 'robots-txt' && robotsTxtError) reason += ` (fetch error: ${robotsTxtError})`;
      const seen = failure.where.get(where);
      failure.where.set(where, { runs: (seen?.runs ?? 0) + 1, reason: seen?.reason ?? reason });
      failures.set(key, failure);
    }
  }
}

async function audit(url: string, config: Config | undefined, chromePath: string): Promise<{ lhr: Result; robotsTxtError?: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error', userDataDir: profile });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`lighthouse returned no result for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // A run whose own-origin requests never got an answer (seen once: wrangler dev stalled serving the
    // scripts until Lighthouse's 45 s load timeout) measures a page that never hydrated: reject it.
    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number; finished?: boolean }[] } | undefined)?.items ?? [];
    const origin = new URL(url).origin;
    const unanswered = requests.filter((r) => sameOrigin(r.url, origin) && (r.statusCode < 0 || r.finished === false));
    if (unanswered.length) throw new Error(`${unanswered.length} request(s) got no response, e.g. ${unanswered[0].url} (${lhr.runWarnings.join(' ') || 'no warning'})`);
    for (const warning of lhr.runWarnings) console.warn(`  warning: ${warning}`);
    // The robots-txt audit only says "unable to download"; the gatherer's artifact has the cause.
    const robots = (artifacts as { RobotsTxt?: { status: number | null; errorMessage?: string } }).RobotsTxt;
    const robotsTxtError = robots && robots.status !== 200 ? (robots.errorMessage ?? `status ${robots.status}`) : undefined;
    return { lhr, robotsTxtError };
  } finally {
    // Chromium keeps its singleton socket in a folder of its own under /tmp, which the launcher's
    // kill (SIGKILL) leaves behind, like the profile: both are removed here.
    let socketDir: string | undefined;
    try {
      socketDir = dirname(readlinkSync(join(profile, 'SingletonSocket')));
    } catch {
      // No socket link: Chromium never got that far.
    }
    await chrome.kill();
    for (const dir of [profile, socketDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** Runs `attempt`, retrying twice on failure (a crashed Chromium, a stalled load). */
async function withRetries<T>(attempt: () => Promise<T>, retries = 2): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= retries) throw error;
      process.stdout.write(`\n  run discarded (${(error as Error).message}); retrying… `);
    }
  }
}

function verdict(f: Figures): string {
  const missed = [
    ...CATEGORIES.filter((c) => !(f[c] >= TARGETS.score)).map((c) => (c === 'best-practices' ? 'bp' : c === 'accessibility' ? 'a11y' : c === 'performance' ? 'perf' : c)),
    ...(f.lcpMs <= TARGETS.lcpMs ? [] : ['LCP']),
    ...(f.tbtMs <= TARGETS.tbtMs ? [] : ['TBT']),
    ...(f.cls === TARGETS.cls ? [] : ['CLS']),
  ];
  return missed.length ? `MISS (${missed.join(', ')})` : 'pass';
}

async function main(): Promise<void> {
  const { runs, quick, saveDir } = parseArgs(process.argv.slice(2));
  if (!existsSync(join(root, '.generated/assets.json'))) {
    console.error('The site is not built (.generated/assets.json is missing): run `npm run build` first.');
    process.exit(1);
  }
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.error(`Chromium not found at ${chromePath}: install it or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const formFactors = quick ? FORM_FACTORS.filter((f) => f.name === 'mobile') : FORM_FACTORS;

  const server = await startWorker();
  const floors = [
    { label: 'floor (reference)', server: await startFloorServer(true) },
    { label: 'floor without COOP (reference)', server: await startFloorServer(false) },
  ];
  const rows: (string | number)[][] = [['page', 'form', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'weight KB', 'targets']];
  const failures = new Map<string, Failure>();
  let version = '';
  try {
    // Warm every page once (wrangler dev compiles/caches lazily) and make sure it exists.
    for (const [, path] of PAGES) {
      const res = await fetch(server.url + path);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    }
    for (const { name: form, config } of formFactors) {
      const audited = [...PAGES.map(([l, p]) => [l, p, server.url] as const), ...floors.map((f) => [f.label, '/', f.server.url] as const)];
      for (const [label, path, origin] of audited) {
        const reference = origin !== server.url;
        const results: Figures[] = [];
        for (let run = 1; run <= runs; run++) {
          process.stdout.write(`${form} ${reference ? label : path} run ${run}/${runs}… `);
          const { lhr, robotsTxtError } = await withRetries(() => audit(origin + path, config, chromePath));
          version = lhr.lighthouseVersion;
          const f = figures(lhr);
          results.push(f);
          if (!reference) collectFailures(lhr, robotsTxtError, `${label}/${form}`, failures);
          if (saveDir) writeFileSync(join(saveDir, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}-${form}-${run}.json`), JSON.stringify(lhr, null, 1));
          console.log(`perf ${f.performance}, LCP ${Math.round(f.lcpMs)} ms`);
        }
        const m = Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k as keyof Figures]))])) as unknown as Figures;
        rows.push([
          reference ? label : `${label} (${path})`,
          form,
          m.performance,
          m.accessibility,
          m['best-practices'],
          m.seo,
          Math.round(m.fcpMs),
          Math.round(m.lcpMs),
          Math.round(m.tbtMs),
          m.cls.toFixed(3),
          m.weightKB.toFixed(1),
          reference ? 'reference' : verdict(m),
        ]);
      }
    }
  } finally {
    server.stop();
    for (const f of floors) f.server.close();
  }

  console.log(`\nLighthouse ${version}, median of ${runs} run${runs > 1 ? 's' : ''} per row`);
  table(rows);
  console.log(
    `Runs were on loopback (127.0.0.1) against \`wrangler dev\`, with Lighthouse's default simulated throttling ` +
      `(mobile: slow 4G, 4× CPU slowdown; desktop preset: dense 4G, no CPU slowdown), in headless Chromium.`,
  );
  console.log("Note: with no network beyond loopback, embedded playgrounds (the home page's) show their fallback.");
  console.log(
    'Floor rows: a page with only a heading, a paragraph and the pre-paint script, with the site\'s security headers (what any of its pages ' +
      'costs this Chromium here) and without Cross-Origin-Opener-Policy (the difference is what COOP costs in the lab: bench/README.md).',
  );
  console.log(`Targets: all four scores ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS = ${TARGETS.cls} (desktop rows held to the same targets).`);

  if (failures.size) {
    console.log('\nAudits that lowered a score (page/form factor: failing runs/runs: reason):');
    const sorted = [...failures.values()].sort((a, b) => a.category.localeCompare(b.category) || a.id.localeCompare(b.id));
    for (const f of sorted) {
      console.log(`  [${f.category}] ${f.id}: ${f.title}`);
      for (const [where, { runs: n, reason }] of f.where) console.log(`      ${where} ${n}/${runs}: ${reason}`);
    }
  } else {
    console.log('\nNo audit lowered any score.');
  }
}

await main();
