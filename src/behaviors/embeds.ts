/**
 * <LiveCodes> embeds in the browser: each placeholder becomes a playground (the SDK, loaded on
 * first use) when a fifth of it has scrolled into view, or at once with `loading="eager"`.
 *
 * The placeholder (its message, its 'Open in LiveCodes' link, and on the display-mode examples a
 * picture of the mode) stays until the app says it is ready. It says what went wrong as soon as the
 * frame has loaded something that is not the app (an unreachable app's error page, or its server's),
 * and after READY_TIMEOUT_MS when the app loaded but never got ready. `data-ready-timeout` on the
 * embed's element sets that limit in milliseconds instead (tests set a long one).
 */
import { EMBED_OPTIONS_ATTR, type EmbedSpec } from '../shared/embed.ts';

const READY_TIMEOUT_MS = 20_000;
/**
 * The app posts `livecodes-init` from a script that runs before its frame's load event; the message
 * may still be on its way when that event is handled here, so it gets this long to arrive.
 */
const INIT_GRACE_MS = 1000;
const VISIBLE_SHARE = 0.2;

const MESSAGES = {
  loading: 'Loading the playground…',
  error: 'The playground could not be loaded here. You can open it in LiveCodes instead.',
};

type FeaturePolicyDocument = Document & { featurePolicy?: { features(): string[] } };

/**
 * The playground's iframe, made before the SDK runs: the SDK uses an `iframe.livecodes` it finds in
 * the container. Made here, it has its accessible name from the start, and the permissions the SDK
 * lists in its `allow` attribute are kept to those this browser knows (where it can tell: Chromium
 * lists them in `document.featurePolicy`), since each unknown one (`web-share` in Chromium on Linux)
 * logs an "Unrecognized feature" warning on every page with a playground.
 */
function createFrame(title: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.className = 'livecodes';
  iframe.title = title;
  const known = (document as FeaturePolicyDocument).featurePolicy?.features();
  if (known) {
    const setAttribute = iframe.setAttribute.bind(iframe);
    iframe.setAttribute = (name: string, value: string) => {
      const kept = name === 'allow' ? value.split(';').filter((entry) => known.includes(entry.trim().split(/\s/)[0])) : null;
      setAttribute(name, kept ? kept.join(';').trim() : value);
    };
  }
  return iframe;
}

function mountEmbed(figure: HTMLElement): () => void {
  const frame = figure.querySelector<HTMLElement>('.livecodes-embed-frame');
  const spec = JSON.parse(figure.getAttribute(EMBED_OPTIONS_ATTR) ?? 'null') as EmbedSpec | null;
  if (!frame || !spec || frame.dataset.state !== 'idle') return () => {};
  let cancelled = false;
  let destroy: (() => unknown) | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let onMessage: ((event: MessageEvent) => void) | undefined;
  const setState = (state: 'loading' | 'ready' | 'error') => {
    frame.dataset.state = state;
    const placeholder = frame.querySelector('.livecodes-embed-placeholder');
    const status = frame.querySelector('.livecodes-embed-status');
    if (state === 'ready') placeholder?.remove();
    else if (status) {
      status.textContent = MESSAGES[state];
      if (state === 'error') status.setAttribute('role', 'status');
    }
  };
  // A late answer still shows the playground.
  const fail = () => !cancelled && frame.dataset.state === 'loading' && setState('error');
  const start = () => {
    setState('loading');
    timers.push(setTimeout(fail, Number(figure.dataset.readyTimeout) || READY_TIMEOUT_MS));
    const iframe = createFrame(spec.title);
    frame.append(iframe);
    let appAnswered = false;
    onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow || (event.data as { type?: unknown } | null)?.type !== 'livecodes-init') return;
      appAnswered = true;
      window.removeEventListener('message', onMessage!);
    };
    window.addEventListener('message', onMessage);
    const theme: 'dark' | 'light' = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    const { config } = spec.options;
    const options = { ...spec.options, config: typeof config === 'object' ? { ...config, theme } : config, loading: 'eager' as const };
    import('livecodes')
      .then(({ createPlayground }) => createPlayground(frame, options))
      .then((playground) => {
        if (cancelled) return void playground.destroy();
        destroy = () => playground.destroy();
        // createPlayground resolves on the frame's load event, which an error page fires too: what
        // loaded is the app only if it said so first.
        timers.push(setTimeout(() => appAnswered || fail(), INIT_GRACE_MS));
        // load() resolves only once the app itself has said it is ready.
        return playground.load().then(() => !cancelled && setState('ready'));
      })
      .catch(fail)
      .finally(() => timers.forEach(clearTimeout));
  };
  let observer: IntersectionObserver | undefined;
  if (spec.loading === 'eager' || !('IntersectionObserver' in window)) start();
  else {
    // A playground is a whole app: start it once a fifth of it is on screen, not when its top edge
    // peeks in at the bottom of a phone's screen while the reader has not scrolled yet.
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer?.disconnect();
          start();
        }
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(frame);
  }
  return () => {
    cancelled = true;
    timers.forEach(clearTimeout);
    observer?.disconnect();
    if (onMessage) window.removeEventListener('message', onMessage);
    destroy?.();
  };
}

const EMBEDS = `[${EMBED_OPTIONS_ATTR}]`;

/**
 * Starts every embed under `root`, now and whenever one is added (a navigation, or any code that
 * swaps the DOM), and tears down the ones that leave the document. Tied to the elements themselves,
 * never to a render: an observer left watching a detached copy would never start its playground.
 */
export function watchEmbeds(root: Element): () => void {
  const mounted = new Map<HTMLElement, () => void>();
  const add = (figure: HTMLElement) => mounted.has(figure) || mounted.set(figure, mountEmbed(figure));
  const scan = (node: Element) => {
    if (node.matches(EMBEDS)) add(node as HTMLElement);
    node.querySelectorAll<HTMLElement>(EMBEDS).forEach(add);
  };
  const observer = new MutationObserver((records) => {
    if (records.some((r) => r.removedNodes.length > 0)) {
      for (const [figure, cleanup] of mounted) {
        if (figure.isConnected) continue;
        cleanup();
        mounted.delete(figure);
      }
    }
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && scan(node));
  });
  scan(root);
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    mounted.forEach((cleanup) => cleanup());
    mounted.clear();
  };
}
