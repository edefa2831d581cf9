/**
 * `npx tsx bench/first-load.ts [--runs N] [--width W]`: what a first visit costs the browser's main
 * thread, page type by page type, measured in Chromium's own trace instead of Lighthouse's simulation.
 *
 * Each run starts a fresh headless Chromium (fresh profile, nothing cached), loads the page at a
 * phone's width (412 px unless --width says otherwise) without throttling, and reads the trace of the
 * page's renderer: the longest task, the task of the page's full layout (the one before its first
 * paint), the time spent in style and in layout, in JavaScript (module evaluation and calls from
 * tasks), and the fonts: how many times the renderer asked the browser process for one (a synchronous
 * call in Chromium 150) and how long those asks blocked it. Medians of N runs (default 5) are printed.
 *
 * Lighthouse's mobile run multiplies each task by 4 and counts the part of every task over 50 ms
 * after the first paint as blocking time, so a task of 13 ms here is its limit. These figures move
 * far less between runs than Lighthouse's TBT does on a shared machine (bench/README.md).
 * The site must be built first (`npm run build`); the worker is served by `wrangler dev` on loopback.
 */
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BROWSER_PAGES, CHROMIUM_ARGS, median, root, startWorker, table } from './lib.ts';

const PAGES = BROWSER_PAGES;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'toplevel', 'fonts', 'v8'];

/** Synchronous asks for a font that block the renderer's main thread. */
const FONT_CALLS = new Set([
  'FontDataService::MatchFamilyName',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'WebSandboxSupportLinux::GetFallbackFontForCharacter',
]);
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

interface Figures {
  longestTask: number;
  layoutTask: number;
  layout: number;
  style: number;
  script: number;
  fontCalls: number;
  fontMs: number;
}

function parseArgs(argv: string[]): { runs: number; width: number } {
  const valueOf = (flag: string, fallback: number) => {
    const i = argv.indexOf(flag);
    const value = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isInteger(value) || value < 1) {
      console.error(`${flag} expects a positive integer, got ${argv[i + 1]}`);
      process.exit(1);
    }
    return value;
  };
  return { runs: valueOf('--runs', 5), width: valueOf('--width', 412) };
}

/** The figures of one load, from the events of the renderer's main thread that did the most work. */
function figuresOf(events: TraceEvent[]): Figures {
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const perThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || threadNames.get(key) !== 'CrRendererMain') continue;
    const list = perThread.get(key);
    if (list) list.push(e);
    else perThread.set(key, [e]);
  }
  const main = [...perThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const ms = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const named = (name: string) => main.filter((e) => e.name === name);
  const tasks = main.filter((e) => TASKS.has(e.name));
  const within = (task: TraceEvent, e: TraceEvent) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0);
  // The page's full layout: the longest one (an early one may lay out a nearly empty document).
  const fullLayout = named('Layout').sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const layoutTask = fullLayout && tasks.filter((t) => within(t, fullLayout)).sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const fontCalls = main.filter((e) => FONT_CALLS.has(e.name));
  return {
    longestTask: Math.max(0, ...tasks.map((t) => (t.dur ?? 0) / 1000)),
    layoutTask: (layoutTask?.dur ?? 0) / 1000,
    layout: ms(named('Layout')),
    style: ms(named('UpdateLayoutTree')),
    script: ms([...named('v8.evaluateModule'), ...named('EvaluateScript'), ...named('FunctionCall')].filter((e) => !main.some((p) => p !== e && ['EvaluateScript', 'FunctionCall', 'v8.evaluateModule'].includes(p.name) && within(p, e) && (p.dur ?? 0) > (e.dur ?? 0)))),
    fontCalls: fontCalls.length,
    fontMs: ms(fontCalls),
  };
}

async function main(): Promise<void> {
  const { runs, width } = parseArgs(process.argv.slice(2));
  if (!existsSync(join(root, '.generated/assets.json'))) {
    console.error('The site is not built (.generated/assets.json is missing): run `npm run build` first.');
    process.exit(1);
  }
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const server = await startWorker();
  const results = new Map<string, Figures[]>();
  try {
    for (const [, path] of PAGES) await (await fetch(server.url + path)).arrayBuffer(); // wrangler dev warms up lazily
    // Page after page within each round, so a busy spell of the machine touches every page alike.
    for (let run = 1; run <= runs; run++) {
      for (const [label, path] of PAGES) {
        const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
        try {
          const page = await browser.newPage({ viewport: { width, height: Math.round(width * 2) } });
          await browser.startTracing(page, { categories: CATEGORIES });
          await page.goto(server.url + path, { waitUntil: 'load' });
          await page.waitForTimeout(1500); // the app loads after the first paint; let it hydrate
          const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
          results.set(label, [...(results.get(label) ?? []), figuresOf(trace.traceEvents)]);
        } finally {
          await browser.close();
        }
      }
      process.stdout.write(`round ${run}/${runs} done\n`);
    }
  } finally {
    server.stop();
  }
  const rows: (string | number)[][] = [['page', 'longest task', 'layout task', 'layout', 'style', 'script', 'font calls', 'font calls ms']];
  for (const [label, path] of PAGES) {
    const list = results.get(label) ?? [];
    const m = (key: keyof Figures) => median(list.map((f) => f[key]));
    rows.push([`${label} (${path})`, m('longestTask').toFixed(1), m('layoutTask').toFixed(1), m('layout').toFixed(1), m('style').toFixed(1), m('script').toFixed(1), m('fontCalls'), m('fontMs').toFixed(1)]);
  }
  console.log(`\nFirst visit in a fresh Chromium at ${width} px, no throttling: medians of ${runs} runs, in ms of the renderer's main thread`);
  table(rows);
  console.log("Lighthouse's mobile run multiplies every task by 4: a task longer than about 13 ms here blocks.");
}

await main();
