/**
 * A live playground. The server renders a static placeholder with a link; the browser loads the SDK
 * and creates the playground only when the placeholder scrolls into view.
 */
import type { EmbedOptions } from 'livecodes';
import { useEffect, useRef, useState } from 'react';
import { useShell } from '../app/shell-context.tsx';
import { rebasePlaygroundUrl } from '../shared/playground-url.ts';

const LOAD_TIMEOUT_MS = 20_000;

type Props = Pick<EmbedOptions, 'config' | 'params' | 'template' | 'import'> & {
  height?: string;
  loading?: 'lazy' | 'eager';
  title?: string;
  /** Same playground as a link, filled in at build time (build/mdx/build-time-props.ts). */
  href?: string;
};

export function LiveCodes({ height = '50vh', loading = 'lazy', title = 'LiveCodes playground', config, params, template, import: importFrom, href: builtHref = '' }: Props) {
  const { playgroundUrl: appUrl } = useShell();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  // The SDK waits for the app to say it is ready; an unreachable app never does, so give up waiting visibly.
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState((s) => (s === 'loading' ? 'error' : s)), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const options: EmbedOptions = { appUrl, config, params, template, import: importFrom };
  const href = rebasePlaygroundUrl(builtHref, appUrl);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let cancelled = false;
    let destroy: (() => unknown) | undefined;
    // The SDK adds the iframe without a title; name it for screen readers as soon as it appears.
    const naming = new MutationObserver(() => el.querySelector('iframe:not([title])')?.setAttribute('title', title));
    naming.observe(el, { childList: true, subtree: true });
    const start = () => {
      setState('loading');
      const theme: 'dark' | 'light' = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
      const cfg = typeof config === 'object' ? { ...config, theme } : config;
      import('livecodes')
        .then(({ createPlayground }) => createPlayground(el, { ...options, config: cfg, loading: 'eager' }))
        .then((playground) => {
          if (cancelled) void playground.destroy();
          else {
            destroy = () => playground.destroy();
            setState('ready');
          }
        })
        .catch(() => !cancelled && setState('error'));
    };
    if (loading === 'eager' || !('IntersectionObserver' in window)) {
      start();
      return () => {
        cancelled = true;
        naming.disconnect();
        destroy?.();
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      naming.disconnect();
      destroy?.();
    };
    // The embed is created once per mount; option changes do not recreate it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <figure className="livecodes-embed" style={{ height }} aria-label={title}>
      {/* Inline size and border: the SDK applies its defaults (300px high, black border) only where none is set. */}
      <div ref={container} className="livecodes-embed-frame" data-state={state} style={{ height: '100%', width: '100%', border: 'none', borderRadius: 0 }}>
        {state !== 'ready' && (
          <div className="livecodes-embed-placeholder">
            {state === 'error' ? (
              <p role="status">The playground could not be loaded here. You can open it in LiveCodes instead.</p>
            ) : (
              <p>{state === 'loading' ? 'Loading the playground…' : 'The playground loads when it scrolls into view.'}</p>
            )}
            <a href={href} target="_blank" rel="noopener noreferrer">
              Open in LiveCodes <span aria-hidden="true">↗</span>
            </a>
          </div>
        )}
      </div>
    </figure>
  );
}
