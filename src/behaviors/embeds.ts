/**
 * <LiveCodes> embeds in the browser: each placeholder becomes a playground (the SDK, loaded on
 * first use) when a fifth of it has scrolled into view, or at once with `loading="eager"`.
 */
import { EMBED_OPTIONS_ATTR, type EmbedSpec } from '../shared/embed.ts';

const LOAD_TIMEOUT_MS = 20_000;
const VISIBLE_SHARE = 0.2;

const MESSAGES = {
  loading: 'Loading the playground…',
  error: 'The playground could not be loaded here. You can open it in LiveCodes instead.',
};

function mountEmbed(figure: HTMLElement): () => void {
  const frame = figure.querySelector<HTMLElement>('.livecodes-embed-frame');
  const spec = JSON.parse(figure.getAttribute(EMBED_OPTIONS_ATTR) ?? 'null') as EmbedSpec | null;
  if (!frame || !spec || frame.dataset.state !== 'idle') return () => {};
  let cancelled = false;
  let destroy: (() => unknown) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
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
  // The SDK adds the iframe without a title; name it for screen readers as soon as it appears.
  const naming = new MutationObserver(() => frame.querySelector('iframe:not([title])')?.setAttribute('title', spec.title));
  naming.observe(frame, { childList: true, subtree: true });
  const start = () => {
    setState('loading');
    // An unreachable app never says it is ready: stop waiting visibly (a late answer still shows the playground).
    timer = setTimeout(() => frame.dataset.state === 'loading' && setState('error'), LOAD_TIMEOUT_MS);
    const theme: 'dark' | 'light' = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    const { config } = spec.options;
    const options = { ...spec.options, config: typeof config === 'object' ? { ...config, theme } : config, loading: 'eager' as const };
    import('livecodes')
      .then(({ createPlayground }) => createPlayground(frame, options))
      .then((playground) => {
        if (cancelled) return void playground.destroy();
        destroy = () => playground.destroy();
        // createPlayground resolves on the frame's load event, which an error page fires too; load()
        // resolves only once the app itself has said it is ready.
        return playground.load().then(() => !cancelled && setState('ready'));
      })
      .catch(() => !cancelled && setState('error'))
      .finally(() => clearTimeout(timer));
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
    clearTimeout(timer);
    observer?.disconnect();
    naming.disconnect();
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
