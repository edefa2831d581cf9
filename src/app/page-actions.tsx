/**
 * Page actions for readers who take docs into other tools (an AI assistant, notes): copy the page
 * as Markdown, or open its plain Markdown twin (built for every page, build/mdx/markdown-twin.ts).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { markdownTwinPath } from '../shared/paths.ts';

const COPIED_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';
const LABELS: Record<CopyState, ReactNode> = {
  // In a narrow column the words in .page-action-extra, and in a narrower one the whole label (but
  // 'Copied'), are only read out, so the actions fit beside the breadcrumbs (main.css).
  idle: (
    <>
      Copy<span className="page-action-extra"> page as</span> Markdown
    </>
  ),
  copied: 'Copied',
  failed: 'Copy failed',
};

/** Writes the twin to the clipboard; the fetch runs inside the clipboard write so Safari still counts it as the click's. */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((res) => {
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.text();
  });
  if (typeof ClipboardItem !== 'undefined') {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export function PageActions({ path }: { path: string }) {
  const twin = markdownTwinPath(path);
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setState('idle'), [path]);
  const copy = () => {
    clearTimeout(timer.current);
    copyMarkdown(twin).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  };
  return (
    <div className="page-actions">
      <button type="button" className="page-action" data-state={state} title="Copy page as Markdown" onClick={copy}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect x="9" y="9" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="page-action-label" aria-live="polite">
          {LABELS[state]}
        </span>
      </button>
      <a className="page-action" href={twin} type="text/markdown" title="View as Markdown">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="page-action-label">
          View<span className="page-action-extra"> as</span> Markdown
        </span>
      </a>
    </div>
  );
}
