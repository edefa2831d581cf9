/**
 * What each `watch` event's callback receives from the LiveCodes app, added to the event's type
 * page. The types say what the SDK declares; the app may send something else (v47 sends `ready`
 * without data) or never send the event (`destroy`). Checked against the v47 source: the SDK's
 * `watch` and `destroy` (src/sdk/index.ts), the app's relay of events to the SDK
 * (src/livecodes/main.ts) and where it raises them (src/livecodes/core.ts, result/result-page.ts).
 */

const GUIDE = '[`watch` in the SDK guide](/docs/sdk/js-ts#watch)';

/** Each event type's page, and what its callback receives. */
const WATCH_NOTES: Record<string, string> = {
  'internal/type-aliases/WatchLoad.mdx': 'In v47, no data: `fn` is called with `undefined` once the app inside the iframe has loaded.',
  'internal/type-aliases/WatchReady.mdx':
    'The type declares `data: { config: Config }`, but in v47 the app sends the `ready` event without data: `fn` is called with `undefined`. Call [`getConfig()`](/docs/sdk/js-ts#getconfig) in the callback to read the configuration.',
  'internal/type-aliases/WatchCode.mdx':
    "In v47, what the type declares, `data: { code: Code; config: Config }`: the project's [`Code`](/docs/api/interfaces/Code) and its [`Config`](/docs/api/interfaces/Config) after the change.",
  'internal/type-aliases/WatchConsole.mdx':
    'In v47, what the type declares, `data: { method: string; args: any[] }`: the name of the console method the result page called (such as `log` or `error`), and copies of its arguments made in the result page, not the values themselves (empty after `console.clear()`).',
  'internal/type-aliases/WatchTests.mdx':
    'The type declares `data: { results: TestResult[]; error?: string }`. In v47, `fn` receives `{ results }` after a test run, one [`TestResult`](/docs/api/internal/interfaces/TestResult) per test. When the run itself fails, it receives `{ error }` alone, without `results`: check `error` before reading `results`.',
  'internal/type-aliases/WatchDestroy.mdx':
    "In v47, nothing, ever, for SDK users: the SDK's [`destroy()`](/docs/sdk/js-ts#destroy) removes the iframe and drops every watcher without asking the app to tear down, so the app never sends the `destroy` event.",
};

/** The page with a section on what the callback receives, after its parameters; unchanged if it is not an event's page. */
export function withWatchNote(body: string, file: string): string {
  const note = WATCH_NOTES[file];
  if (!note) return body;
  const at = body.indexOf('\n## Returns');
  if (at < 0) throw new Error(`${file}: no Returns section to put the callback's note before`);
  const section = `\n## What the callback receives\n\n${note} See ${GUIDE}.\n`;
  return body.slice(0, at) + section + body.slice(at);
}
